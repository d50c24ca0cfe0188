// App images: who may list, upload, read and delete them. Profile pictures: ./profileImages.ts
import type { Readable } from 'node:stream';
import { newId } from '@protolab/shared';
import { notFound } from './refusal';
import type { Deps } from '../deps';
import { appVisibility } from '../repos/appsRepo';
import { deleteImageRow, findAppImage, insertImage, listAppImages, type StoredImage } from '../repos/imagesRepo';
import { requireAppRole, requireInvitation } from './access';
import type { Caller } from './caller';
import { appImageKey, profileImageKey } from '../infrastructure/imageStore';
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

/** What the image services need: the database, the token checks of invitations, the image bytes. */
export type ImageDeps = Pick<Deps, 'knex' | 'tokens' | 'images'>;

export interface ImageBytes {
  /** Read from the store as it is sent. */
  bytes: Readable;
  size: number;
  mime: string;
  /** May shared caches keep it (public examples), or only the browser. */
  isPublic: boolean;
}

export async function storeImage(
  { knex, images }: Pick<Deps, 'knex' | 'images'>,
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
  await images.put(key, file.bytes);
  try {
    await insertImage(knex, image);
  } catch (err) {
    await images.delete(key);
    throw err;
  }
  return image;
}

export async function listImages(deps: ImageDeps, caller: Caller, appId: string): Promise<ImageRecord[]> {
  await requireAppRole(deps, caller, appId, 'read');
  return (await listAppImages(deps.knex, appId)).map(imageRecord);
}

/** Checked before the upload is read, so that nobody without the write role streams megabytes in. */
export async function assertCanUpload(deps: ImageDeps, caller: Caller, appId: string): Promise<void> {
  await requireAppRole(deps, caller, appId, 'write');
}

export async function storeAppImages(
  deps: ImageDeps,
  caller: Caller,
  appId: string,
  files: CheckedImage[],
  now: number,
): Promise<ImageRecord[]> {
  const { user } = await requireAppRole(deps, caller, appId, 'write');
  const stored: ImageRecord[] = [];
  for (const file of files) stored.push(imageRecord(await storeImage(deps, { appId, userId: user.id }, file, now)));
  return stored;
}

/**
 * The bytes of an app image, for team members, for testers with a hash of that app (`?h=`), and
 * for anybody when the app is a public example.
 */
export async function readAppImage(
  deps: ImageDeps,
  caller: Caller,
  appId: string,
  file: string,
  hash: string | undefined,
): Promise<ImageBytes> {
  const app = await appVisibility(deps.knex, appId);
  if (!app) throw notFound('App');
  if (!app.isPublic) {
    if (hash !== undefined) await requireInvitation(deps, caller, hash, 'test', appId);
    else await requireAppRole(deps, caller, appId, 'read');
  }
  const image = await findAppImage(deps.knex, appId, { file });
  const bytes = image && (await deps.images.read(appImageKey(appId, image.file)));
  if (!image || !bytes) throw notFound('Image');
  return { bytes, size: image.size, mime: image.mime, isPublic: app.isPublic };
}

/** Deletes an image of an app; `url` is the image's url (or its file name), as the client holds it. */
export async function deleteAppImage(deps: ImageDeps, caller: Caller, appId: string, imageId: string, url: string) {
  await requireAppRole(deps, caller, appId, 'write');
  const image = await findAppImage(deps.knex, appId, { id: imageId });
  if (!image || (url !== imageRecord(image).url && url !== image.file)) throw notFound('Image');
  await deleteImageRow(deps.knex, image.id);
  await deps.images.delete(appImageKey(appId, image.file));
}
