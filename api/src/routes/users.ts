import { Router } from '@koa/router';
import type { Context } from 'koa';
import {
  contactInputSchema,
  externalLoginInputSchema,
  lastNotificationInputSchema,
  loginInputSchema,
  passwordRequestInputSchema,
  passwordSetInputSchema,
  signUpInputSchema,
  unlockLoginInputSchema,
  unlockRequestInputSchema,
  userUpdateInputSchema,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { setDeviceCookie } from '../http/deviceCookie';
import { clearImageCookie, setImageCookie } from '../http/imageCookie';
import { idParam, validate } from '../http/validate';
import { login, logout } from '../services/auth';
import { sendContactMail } from '../services/contact';
import { externalLogin, externalLoginMisconfiguration } from '../services/externalLogin';
import { deleteProfileImage, readProfileImage, requireOwnProfile, storeProfileImage } from '../services/profileImages';
import { checkImages } from '../services/imageUpload';
import { readMultipartImages } from '../http/multipartImages';
import { requireUser } from '../services/caller';
import { requestLoginUnlock, unlockLogin } from '../services/loginUnlock';
import { notificationFeed } from '../services/notifications';
import { requestPasswordReset, setPasswordWithKey } from '../services/passwordReset';
import {
  lastNotification,
  ownUser,
  publicUser,
  retire,
  saveOwnUser,
  setLastNotification,
  signUp,
} from '../services/users';
import { sendImage } from './images';

const ok = { status: 'ok' } as const;

export function usersRoutes(deps: Deps): Router {
  const router = new Router();
  const { tokens } = deps;
  const misconfigured = externalLoginMisconfiguration(deps.config);
  if (misconfigured) deps.log(misconfigured);
  const body = (ctx: Context): unknown => ctx.request.body;

  router.post('/rest/user', async (ctx) => {
    ctx.body = await signUp(deps, callerOf(ctx), validate(signUpInputSchema, body(ctx)), Date.now());
  });

  router.post('/rest/login', async (ctx) => {
    const result = await login(deps, callerOf(ctx), validate(loginInputSchema, body(ctx)), Date.now());
    if (result.device) setDeviceCookie(ctx, result.device);
    ctx.body = result.answer;
    await setImageCookie(ctx, tokens, ctx.body);
  });

  router.post('/rest/login/unlock/request', async (ctx) => {
    await requestLoginUnlock(deps, callerOf(ctx), validate(unlockRequestInputSchema, body(ctx)), Date.now());
    ctx.body = ok;
  });

  router.post('/rest/login/unlock', async (ctx) => {
    const result = await unlockLogin(deps, validate(unlockLoginInputSchema, body(ctx)), Date.now());
    if (result.device) setDeviceCookie(ctx, result.device);
    ctx.body = result.answer;
    await setImageCookie(ctx, tokens, ctx.body);
  });

  router.delete('/rest/login', async (ctx) => {
    await logout(deps, callerOf(ctx));
    clearImageCookie(ctx);
    ctx.body = ok;
  });

  router.post('/rest/user/external', async (ctx) => {
    ctx.body = await externalLogin(deps, validate(externalLoginInputSchema, body(ctx)), Date.now());
    await setImageCookie(ctx, tokens, ctx.body);
  });

  router.post('/rest/user/password/request', async (ctx) => {
    await requestPasswordReset(deps, callerOf(ctx), validate(passwordRequestInputSchema, body(ctx)), Date.now());
    ctx.body = ok;
  });

  router.post('/rest/user/password/set', async (ctx) => {
    await setPasswordWithKey(deps, validate(passwordSetInputSchema, body(ctx)), Date.now());
    ctx.body = ok;
  });

  router.get('/rest/user/notification/last.json', async (ctx) => {
    ctx.body = await lastNotification(deps, callerOf(ctx));
  });

  router.post('/rest/user/notification/last.json', async (ctx) => {
    // a guest is refused before the body is looked at
    const caller = callerOf(ctx);
    requireUser(caller);
    const input = validate(lastNotificationInputSchema, body(ctx) ?? {});
    ctx.body = await setLastNotification(deps, caller, input.lastNotification, Date.now());
  });

  router.get('/rest/notifications.json', async (ctx) => {
    ctx.body = await notificationFeed(deps, callerOf(ctx), Date.now());
  });

  router.get('/rest/user/:id.json', async (ctx) => {
    const caller = callerOf(ctx);
    requireUser(caller);
    ctx.body = publicUser(await ownUser(deps, caller, idParam(ctx.params.id, 'id')));
  });

  router.post('/rest/user/:id.json', async (ctx) => {
    const caller = callerOf(ctx);
    requireUser(caller);
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await saveOwnUser(deps, caller, id, validate(userUpdateInputSchema, body(ctx)));
  });

  router.get('/rest/retire', async (ctx) => {
    await retire(deps, callerOf(ctx));
    ctx.body = ok;
  });

  router.post('/rest/contact', async (ctx) => {
    await sendContactMail(deps, callerOf(ctx), validate(contactInputSchema, body(ctx)), Date.now());
    ctx.body = ok;
  });

  router.post('/rest/user/:id/images', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const caller = callerOf(ctx);
    requireOwnProfile(caller, id);
    const [file] = await checkImages(await readMultipartImages(ctx, 1));
    ctx.body = { uploads: [await storeProfileImage(deps, caller, id, file!, Date.now())] };
  });

  // read under /rest/images/, where the image cookie goes (../http/imageCookie.ts); no app route has three segments there
  router.get('/rest/images/users/:id/:image', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    sendImage(ctx, await readProfileImage(deps, callerOf(ctx), id, idParam(ctx.params.image, 'image')));
  });

  router.delete('/rest/user/:id/images/:image', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    const caller = callerOf(ctx);
    await deleteProfileImage(deps, caller, id, idParam(ctx.params.image, 'image'));
    ctx.body = publicUser(await ownUser(deps, caller, id));
  });

  return router;
}
