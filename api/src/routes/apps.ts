import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function appsRoutes(_deps: Deps): Router {
  return new Router();
}
