import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Router } from '@koa/router';
import { AI_KEY_HEADER, aiRelayInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import { relayAiRequest } from '../services/aiRelay';

export function aiRoutes(deps: Deps): Router {
  const router = new Router();

  // POST /ai/{provider}.json (SPEC §7): the provider's answer streams back as it comes. The relay itself
  // answers 200 once the provider answered; the provider's own status is in X-Provider-Status (so that
  // the provider's 401 for a wrong key is not taken for our session's), its body as it sent it.
  router.post('/ai/:provider.json', async (ctx) => {
    const provider = idParam(ctx.params.provider, 'provider');
    const input = validate(aiRelayInputSchema, ctx.request.body);
    const cancel = new AbortController();
    // the designer went away (Cancel): the provider's request ends too
    ctx.res.once('close', () => cancel.abort());
    const answer = await relayAiRequest(deps, callerOf(ctx), {
      provider,
      key: ctx.get(AI_KEY_HEADER),
      input,
      signal: cancel.signal,
    });
    ctx.set('X-Provider-Status', String(answer.status));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = answer.contentType;
    ctx.status = 200;
    const body = answer.body ? Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>) : '';
    // A stream cut by the time-out or by the provider just ends the answer; the reader sees it unfinished.
    if (typeof body !== 'string') body.on('error', () => body.push(null));
    ctx.body = body;
  });

  return router;
}
