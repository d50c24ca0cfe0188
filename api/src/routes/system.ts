import { Router } from '@koa/router';
import { errorLogInputSchema, type Configuration } from '@protolab/shared';
import type { Deps } from '../deps';
import { publicAddress } from '../http/publicAddress';
import { logText } from '../http/logText';
import { validate } from '../http/validate';
import { mailQueueCounts } from '../repos/mailQueueRepo';
import { instanceHealth } from '../services/health';
import { addressKey, takeAttempt } from '../services/rateLimiter';
import { LIMITS } from '../services/rateLimits';

export function systemRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/config.json', (ctx) => {
    const { oidc } = deps.config;
    const login = oidc?.url ? { auth: 'oidc' as const, identityProvider: oidc } : { auth: 'local' as const };
    const { aiProviders, figmaApiUrl } = deps.config;
    const config: Configuration = {
      ...login,
      publicAddress: publicAddress(deps.config, ctx),
      ...(aiProviders.length > 0 && { aiProviders }),
      figmaApiUrl,
    };
    ctx.body = config;
  });

  // For load balancers: 200 while this instance serves; 503 while it drains, misses a migration or
  // cannot reach its database (the body says which).
  router.get('/health', async (ctx) => {
    const health = await instanceHealth(deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = health.status === 'ok' ? 200 : 503;
    ctx.body = health;
  });

  // For administrators: the instance answers and reaches its database; mails
  // waiting to be sent, and given up in the last 30 days (each also logged when given up).
  router.get('/rest/health', async (ctx) => {
    ctx.body = { status: 'ok', mail: await mailQueueCounts(deps.knex) };
  });

  // Front ends post an error with their last log lines; the server log gets the message, cut short and
  // escaped, on one line.
  router.post('/rest/log/error', async (ctx) => {
    const report = validate(errorLogInputSchema, ctx.request.body);
    await takeAttempt(deps, [{ limit: LIMITS.clientErrorsPerAddress, subject: addressKey(ctx.ip) }], Date.now());
    const url = report.url === undefined ? '?' : logText(report.url, 200);
    deps.log(`client error: ${logText(report.message, 300)} at ${url} (${report.entries.length} log lines)`);
    ctx.body = { status: 'ok' };
  });

  return router;
}
