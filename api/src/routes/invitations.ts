import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function invitationsRoutes(_deps: Deps): Router {
  return new Router();
}
