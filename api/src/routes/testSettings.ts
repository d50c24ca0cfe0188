import { Router } from '@koa/router';
import type { Deps } from '../deps';

export function testSettingsRoutes(_deps: Deps): Router {
  return new Router();
}
