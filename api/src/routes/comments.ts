import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function commentsRoutes(_deps: Deps): Router {
  return new Router();
}
