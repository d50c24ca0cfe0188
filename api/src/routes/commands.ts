import { Router } from '@koa/router';
import { commandInputSchema, commandMoveInputSchema, commandStackInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { Refusal } from '../services/refusal';
import { idParam, validate } from '../http/validate';
import * as commands from '../services/commands';

/** Path counts: a positive whole number. */
function countParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) {
    throw new Refusal('bad_input', 'validation', 'n must be a positive whole number (at most 999999)', 'n');
  }
  return Number(value);
}

export function commandsRoutes(deps: Deps): Router {
  const router = new Router();
  const appId = (ctx: { params: Record<string, string | undefined> }) => idParam(ctx.params.id, 'id');

  router.get('/rest/commands/:id.json', async (ctx) => {
    ctx.body = await commands.getStack(deps, callerOf(ctx), appId(ctx));
  });

  router.post('/rest/commands/:id.json', async (ctx) => {
    const id = appId(ctx);
    ctx.body = await commands.replaceStack(
      deps,
      callerOf(ctx),
      id,
      validate(commandStackInputSchema, ctx.request.body),
    );
  });

  router.post('/rest/commands/:id/add', async (ctx) => {
    const id = appId(ctx);
    ctx.body = await commands.addCommand(deps, callerOf(ctx), id, validate(commandInputSchema, ctx.request.body));
  });

  router.delete('/rest/commands/:id/pop/:n', async (ctx) => {
    const id = appId(ctx);
    ctx.body = await commands.popCommands(deps, callerOf(ctx), id, countParam(ctx.params.n));
  });

  router.delete('/rest/commands/:id/shift/:n', async (ctx) => {
    const id = appId(ctx);
    ctx.body = await commands.shiftCommands(deps, callerOf(ctx), id, countParam(ctx.params.n));
  });

  for (const direction of ['undo', 'redo'] as const) {
    router.post(`/rest/commands/:id/${direction}`, async (ctx) => {
      const id = appId(ctx);
      const body = validate(commandMoveInputSchema, ctx.request.body ?? {});
      ctx.body = await commands.moveStack(deps, callerOf(ctx), id, direction, body.id);
    });
  }

  return router;
}
