import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  contactInputSchema,
  externalLoginInputSchema,
  loginInputSchema,
  passwordRequestInputSchema,
  passwordSetInputSchema,
  signUpInputSchema,
  timestampField,
  userUpdateInputSchema,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { currentUser, requireUser } from '../http/auth';
import { idParam, validate } from '../http/validate';
import { login, logout } from '../services/auth';
import { sendContactMail } from '../services/contact';
import { externalLogin, externalTokenVerifier } from '../services/externalLogin';
import { deleteProfileImage, readProfileImage, requireOwnProfile, storeProfileImage } from '../services/profileImages';
import { imageStoreFor } from '../services/imageStore';
import { readImageUpload } from '../services/imageUpload';
import { RetryLaterError } from '../services/loginThrottle';
import { createMailOutbox } from '../services/mailOutbox';
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

/** An empty body sets "now" (the workbench posts none); otherwise the time, epoch ms. */
const lastNotificationSchema = z.strictObject({ lastNotification: timestampField().optional() });

const ok = { status: 'ok' } as const;

export function usersRoutes(deps: Deps): Router {
  const router = new Router();
  const { knex, tokens, config } = deps;
  const mail = createMailOutbox(config, deps.log);
  const store = imageStoreFor(config.dataDir);
  const verify = externalTokenVerifier(config);
  const body = (ctx: Context): unknown => ctx.request.body;

  router.post('/rest/user', async (ctx) => {
    ctx.body = await signUp(knex, validate(signUpInputSchema, body(ctx)), Date.now());
  });

  router.post('/rest/login', async (ctx) => {
    const input = validate(loginInputSchema, body(ctx));
    try {
      ctx.body = await login({ knex, tokens }, input, ctx.ip, Date.now());
    } catch (err) {
      if (err instanceof RetryLaterError) ctx.set('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  });

  router.delete('/rest/login', async (ctx) => {
    await logout(knex, currentUser(ctx));
    ctx.body = ok;
  });

  router.post('/rest/user/external', async (ctx) => {
    ctx.body = await externalLogin({ knex, tokens, verify }, validate(externalLoginInputSchema, body(ctx)), Date.now());
  });

  router.post('/rest/user/password/request', async (ctx) => {
    const { email } = validate(passwordRequestInputSchema, body(ctx));
    await requestPasswordReset({ knex, mail, config }, email, Date.now());
    ctx.body = ok;
  });

  router.post('/rest/user/password/set', async (ctx) => {
    await setPasswordWithKey(knex, validate(passwordSetInputSchema, body(ctx)), Date.now());
    ctx.body = ok;
  });

  router.get('/rest/user/notification/last.json', async (ctx) => {
    ctx.body = await lastNotification(knex, requireUser(ctx));
  });

  router.post('/rest/user/notification/last.json', async (ctx) => {
    const actor = requireUser(ctx);
    const input = validate(lastNotificationSchema, body(ctx) ?? {});
    ctx.body = await setLastNotification(knex, actor, input.lastNotification, Date.now());
  });

  router.get('/rest/notifications.json', async (ctx) => {
    ctx.body = await notificationFeed(knex, currentUser(ctx), Date.now());
  });

  router.get('/rest/user/:id.json', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = publicUser(await ownUser(knex, actor, idParam(ctx.params.id, 'id')));
  });

  router.post('/rest/user/:id.json', async (ctx) => {
    const actor = requireUser(ctx);
    const id = idParam(ctx.params.id, 'id');
    ctx.body = await saveOwnUser(knex, actor, id, validate(userUpdateInputSchema, body(ctx)));
  });

  router.get('/rest/retire', async (ctx) => {
    await retire(knex, store, requireUser(ctx));
    ctx.body = ok;
  });

  router.post('/rest/contact', async (ctx) => {
    await sendContactMail(mail, config.contactEmail, validate(contactInputSchema, body(ctx)));
    ctx.body = ok;
  });

  router.post('/rest/user/:id/images', async (ctx) => {
    const actor = requireOwnProfile(ctx, idParam(ctx.params.id, 'id'));
    const [file] = await readImageUpload(ctx, 1);
    ctx.body = { uploads: [await storeProfileImage(knex, store, actor, file!, Date.now())] };
  });

  router.get('/rest/user/:id/images/:image', async (ctx) => {
    const image = await readProfileImage(
      ctx,
      knex,
      store,
      idParam(ctx.params.id, 'id'),
      idParam(ctx.params.image, 'image'),
    );
    sendImage(ctx, image);
  });

  router.delete('/rest/user/:id/images/:image', async (ctx) => {
    const id = idParam(ctx.params.id, 'id');
    await deleteProfileImage(ctx, knex, store, id, idParam(ctx.params.image, 'image'));
    ctx.body = publicUser(await ownUser(knex, requireUser(ctx), id));
  });

  return router;
}
