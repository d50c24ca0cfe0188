import { Router } from '@koa/router';
import {
  invitationHashSchema,
  invitationListQuerySchema,
  invitationPasswordInputSchema,
  invitationUnlockInputSchema,
  testerQuerySchema,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { Refusal } from '../services/refusal';
import { idParam, validate } from '../http/validate';
import { sendJson } from '../http/sendJson';
import * as invitations from '../services/invitations';
import { previewInvitationToken, setInvitationPassword, unlockInvitation } from '../services/invitationPassword';
import { invitationLanguage } from '../services/invitationLanguage';
import { testerVariant } from '../services/abStudies';

function hashParam(value: string | undefined): string {
  const result = invitationHashSchema.safeParse(value);
  if (!result.success)
    throw new Refusal('bad_input', 'validation', result.error.issues[0]?.message ?? 'Invalid hash', 'hash');
  return result.data;
}

export function invitationsRoutes(deps: Deps): Router {
  const router = new Router();

  // A hash (tester: {appId, permission}) or an app id (designer with write access: the app's invitations).
  router.get('/rest/invitation/:key.json', async (ctx) => {
    const { shape } = validate(invitationListQuerySchema, ctx.query);
    ctx.body = await invitations.describeInvitation(deps, callerOf(ctx), idParam(ctx.params.key, 'hash'), shape);
  });

  router.get('/rest/invitation/:hash/app.json', async (ctx) => {
    sendJson(ctx, await invitations.invitationApp(deps, callerOf(ctx), hashParam(ctx.params.hash)));
  });

  // an A/B study's variant of this tester (the player's id on its device), with its prototype
  router.get('/rest/invitation/:hash/variant.json', async (ctx) => {
    const { tester } = validate(testerQuerySchema, ctx.query);
    sendJson(ctx, await testerVariant(deps, callerOf(ctx), hashParam(ctx.params.hash), tester));
  });

  // no password needed: the password page speaks the test's language
  router.get('/rest/invitation/:hash/language.json', async (ctx) => {
    ctx.body = await invitationLanguage(deps, hashParam(ctx.params.hash));
  });

  router.get('/rest/invitation/:hash/update.json', async (ctx) => {
    ctx.body = await invitations.invitationUpdate(deps, callerOf(ctx), hashParam(ctx.params.hash));
  });

  router.get('/rest/invitation/:id/:hash/test.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await invitations.invitationTestSettings(deps, callerOf(ctx), appId, hashParam(ctx.params.hash));
  });

  router.post('/rest/invitation/:hash/password.json', async (ctx) => {
    const hash = hashParam(ctx.params.hash);
    const { password } = validate(invitationUnlockInputSchema, ctx.request.body);
    ctx.body = await unlockInvitation(deps, callerOf(ctx), hash, password);
  });

  router.post('/rest/apps/:id/invitation/password.json', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const { password } = validate(invitationPasswordInputSchema, ctx.request.body);
    ctx.body = await setInvitationPassword(deps, callerOf(ctx), id, password);
  });

  // the designer's preview of a password-protected test: the test hash's token, for writers
  router.post('/rest/apps/:id/invitation/preview.json', async (ctx) => {
    ctx.body = await previewInvitationToken(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });

  return router;
}
