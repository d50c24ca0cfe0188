import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { badRequest } from '../services/refusal';
import { readMultipartImages } from '../http/multipartImages';
import { idParam } from '../http/validate';
import {
  assertCanUpload,
  deleteAppImage,
  listImages,
  readAppImage,
  storeAppImages,
  type ImageBytes,
} from '../services/images';
import { checkImages, MAX_FILES_PER_UPLOAD } from '../services/imageUpload';

/** Image files never change under their name (a new upload gets a new id): browsers keep them for a year. */
export function sendImage(ctx: Context, image: ImageBytes): void {
  ctx.set('Cache-Control', `${image.isPublic ? 'public' : 'private'}, max-age=31536000, immutable`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = image.mime;
  ctx.body = image.bytes;
  ctx.length = image.size;
}

function hashQuery(ctx: Context): string | undefined {
  const h = ctx.query.h;
  if (h === undefined) return undefined;
  if (typeof h !== 'string') throw badRequest('Give one hash', 'h');
  return idParam(h, 'h');
}

export function imagesRoutes(deps: Deps): Router {
  const router = new Router();

  router.get('/rest/images/:appId.json', async (ctx) => {
    ctx.body = await listImages(deps, callerOf(ctx), idParam(ctx.params.appId, 'appId'));
  });

  router.post('/rest/images/:appId', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const caller = callerOf(ctx);
    await assertCanUpload(deps, caller, appId);
    const files = await checkImages(await readMultipartImages(ctx, MAX_FILES_PER_UPLOAD));
    ctx.body = { uploads: await storeAppImages(deps, caller, appId, files, Date.now()) };
  });

  router.get('/rest/images/:appId/:file', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const file = idParam(ctx.params.file, 'file');
    sendImage(ctx, await readAppImage(deps, callerOf(ctx), appId, file, hashQuery(ctx)));
  });

  // The existing product's player names the invitation in the path: the same image, the same rules as ?h=.
  router.get('/rest/images/:hash/:appId/:file', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const file = idParam(ctx.params.file, 'file');
    sendImage(ctx, await readAppImage(deps, callerOf(ctx), appId, file, idParam(ctx.params.hash, 'hash')));
  });

  router.delete('/rest/images/:appId/:imageId/*url', async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const imageId = idParam(ctx.params.imageId, 'imageId');
    const url = String(ctx.params.url ?? '');
    if (!url || url.length > 300) throw badRequest('Invalid url', 'url');
    await deleteAppImage(deps, callerOf(ctx), appId, imageId, url);
    ctx.body = { status: 'ok' };
  });

  return router;
}
