import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { badRequest } from '../http/httpError';
import { idParam } from '../http/validate';
import {
  assertCanUpload,
  deleteAppImage,
  listImages,
  readAppImage,
  storeAppImages,
  type ImageBytes,
} from '../services/images';
import { imageStoreFor } from '../services/imageStore';
import { readImageUpload } from '../services/imageUpload';

/** Image files never change under their name (a new upload gets a new id): browsers keep them for a year. */
export function sendImage(ctx: Context, image: ImageBytes): void {
  ctx.set('Cache-Control', `${image.isPublic ? 'public' : 'private'}, max-age=31536000, immutable`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = image.mime;
  ctx.body = image.bytes;
}

function hashQuery(ctx: Context): string | undefined {
  const h = ctx.query.h;
  if (h === undefined) return undefined;
  if (typeof h !== 'string') throw badRequest('Give one hash', 'h');
  return idParam(h, 'h');
}

export function imagesRoutes(deps: Deps): Router {
  const router = new Router();
  const { knex, tokens, config } = deps;
  const store = imageStoreFor(config.dataDir);

  router.get('/rest/images/:appId.json', async (ctx) => {
    ctx.body = await listImages(ctx, knex, idParam(ctx.params.appId, 'appId'));
  });

  router.post('/rest/images/:appId', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const user = await assertCanUpload(ctx, knex, appId);
    const files = await readImageUpload(ctx);
    ctx.body = { uploads: await storeAppImages(knex, store, user, appId, files, Date.now()) };
  });

  router.get('/rest/images/:appId/:file', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const image = await readAppImage(
      ctx,
      { knex, tokens, store },
      appId,
      idParam(ctx.params.file, 'file'),
      hashQuery(ctx),
    );
    sendImage(ctx, image);
  });

  router.delete('/rest/images/:appId/:imageId/*url', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const imageId = idParam(ctx.params.imageId, 'imageId');
    const url = String(ctx.params.url ?? '');
    if (!url || url.length > 300) throw badRequest('Invalid url', 'url');
    await deleteAppImage(ctx, knex, store, appId, imageId, url);
    ctx.body = { status: 'ok' };
  });

  return router;
}
