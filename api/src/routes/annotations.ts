import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function annotationsRoutes(_deps: Deps): Router {
  return new Router();
}
