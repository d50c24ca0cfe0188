// App images: who may list, upload, read and delete them. Profile pictures: ./profileImages.ts
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { newId } from '@protolab/shared';
import type { AuthUser } from '../http/auth';
import { notFound } from '../http/httpError';
import type { TokenService } from '../http/tokens';
import {
  appVisibility,
  deleteImageRow,
  findAppImage,
  insertImage,
  listAppImages,
  type StoredImage,
} from '../repos/imagesRepo';
import { requireAppRole, requireInvitation } from './access';
import { appImageKey, profileImageKey, type ImageStore } from './imageStore';
import type { CheckedImage } from './imageUpload';

/** An image as the API answers it. `url` is what prototypes reference: "<appId>/<file>" (profile pictures: "<file>"). */
export interface ImageRecord {
  id: string;
  appId?: string;
  url: string;
  name: string;
  width: number;
  height: number;
  size: number;
  mime: string;
  created: number;
}

export function imageRecord(image: StoredImage): ImageRecord {
  return {
    id: image.id,
    ...(image.appId && { appId: image.appId }),
    url: image.appId ? `${image.appId}/${image.file}` : image.file,
    name: image.name,
    width: image.width,
    height: image.height,
    size: image.size,
    mime: image.mime,
    created: image.created,
  };
}

export interface ImageBytes {
  bytes: Buffer;
  mime: string;
  /** May shared caches keep it (public examples), or only the browser. */
  isPublic: boolean;
}

export async function storeImage(
  knex: Knex,
  store: ImageStore,
  owner: { appId: string | null; userId: string },
  file: CheckedImage,
  now: number,
): Promise<StoredImage> {
  const id = newId();
  const image: StoredImage = {
    id,
    ...owner,
    file: `${id}.${file.ext}`,
    name: file.name,
    mime: file.mime,
    size: file.size,
    width: file.width,
    height: file.height,
    created: now,
  };
  const key = owner.appId ? appImageKey(owner.appId, image.file) : profileImageKey(owner.userId, image.file);
  await store.put(key, file.bytes);
  try {
    await insertImage(knex, image);
  } catch (err) {
    await store.delete(key);
    throw err;
  }
  return image;
}

export async function listImages(ctx: Context, knex: Knex, appId: string): Promise<ImageRecord[]> {
  await requireAppRole(ctx, knex, appId, 'read');
  return (await listAppImages(knex, appId)).map(imageRecord);
}

/** Checked before the upload is read, so that nobody without the write role streams megabytes in. */
export async function assertCanUpload(ctx: Context, knex: Knex, appId: string): Promise<AuthUser> {
  return (await requireAppRole(ctx, knex, appId, 'write')).user;
}

export async function storeAppImages(
  knex: Knex,
  store: ImageStore,
  user: AuthUser,
  appId: string,
  files: CheckedImage[],
  now: number,
): Promise<ImageRecord[]> {
  const stored: ImageRecord[] = [];
  for (const file of files)
    stored.push(imageRecord(await storeImage(knex, store, { appId, userId: user.id }, file, now)));
  return stored;
}

/**
 * The bytes of an app image, for team members, for testers with a hash of that app (`?h=`), and
 * for anybody when the app is a public example.
 */
export async function readAppImage(
  ctx: Context,
  deps: { knex: Knex; tokens: TokenService; store: ImageStore },
  appId: string,
  file: string,
  hash: string | undefined,
): Promise<ImageBytes> {
  const app = await appVisibility(deps.knex, appId);
  if (!app) throw notFound('App');
  if (!app.isPublic) {
    if (hash !== undefined) await requireInvitation(ctx, deps.knex, deps.tokens, hash, 'test', appId);
    else await requireAppRole(ctx, deps.knex, appId, 'read');
  }
  const image = await findAppImage(deps.knex, appId, { file });
  const bytes = image && (await deps.store.get(appImageKey(appId, image.file)));
  if (!image || !bytes) throw notFound('Image');
  return { bytes, mime: image.mime, isPublic: app.isPublic };
}

/** Deletes an image of an app; `url` is the image's url (or its file name), as the client holds it. */
export async function deleteAppImage(
  ctx: Context,
  knex: Knex,
  store: ImageStore,
  appId: string,
  imageId: string,
  url: string,
) {
  await requireAppRole(ctx, knex, appId, 'write');
  const image = await findAppImage(knex, appId, { id: imageId });
  if (!image || (url !== imageRecord(image).url && url !== image.file)) throw notFound('Image');
  await deleteImageRow(knex, image.id);
  await store.delete(appImageKey(appId, image.file));
}
