import { Router } from '@koa/router';
import { DEFAULT_CONFIGURATION, errorLogInputSchema, type Configuration } from '@protolab/shared';
import type { Deps } from '../deps';
import { validate } from '../http/validate';

export function systemRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/config.json', (ctx) => {
    const { oidc } = deps.config;
    const config: Configuration = oidc?.url
      ? { auth: 'oidc', websocketUrl: DEFAULT_CONFIGURATION.websocketUrl, identityProvider: oidc }
      : DEFAULT_CONFIGURATION;
    ctx.body = config;
  });

  // Front ends post an error with their last log lines; the server log gets the message, trimmed.
  router.post('/rest/log/error', (ctx) => {
    const report = validate(errorLogInputSchema, ctx.request.body);
    deps.log(`client error: ${report.message.slice(0, 500)} at ${report.url ?? '?'} (${report.entries.length} log lines)`);
    ctx.body = { status: 'ok' };
  });

  return router;
}
