import { Router } from '@koa/router';
import { z } from 'zod';
import type { Deps } from '../deps';
import { validate } from '../http/validate';

const clientErrorSchema = z.object({
  message: z.string().max(10_000),
  stack: z.string().max(50_000).optional(),
  url: z.string().max(2_000).optional(),
  entries: z.array(z.unknown()).max(50).optional(),
});

export function systemRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/config.json', (ctx) => {
    ctx.body = { auth: 'qux', websocket: '', keycloak: null, version: 1 };
  });

  // Front ends post their last log entries when something breaks; they go to the server log, trimmed.
  router.post('/rest/log/error', (ctx) => {
    const report = validate(clientErrorSchema, ctx.request.body);
    deps.log(`client error: ${report.message.slice(0, 500)} at ${report.url ?? '?'}`);
    ctx.body = { ok: true };
  });

  return router;
}
