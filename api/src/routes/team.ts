import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function teamRoutes(_deps: Deps): Router {
  return new Router();
}
