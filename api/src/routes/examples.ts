import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function examplesRoutes(_deps: Deps): Router {
  return new Router();
}
