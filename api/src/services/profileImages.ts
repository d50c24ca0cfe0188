// Profile pictures: one per user, shown to the user and to the people they share an app with.
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { requireUser, type AuthUser } from '../http/auth';
import { forbidden, notFound } from '../http/httpError';
import { deleteImageRow, findProfileImage, listProfileImages } from '../repos/imagesRepo';
import { findUserById, shareAnApp, updateUser } from '../repos/usersRepo';
import { imageRecord, storeImage, type ImageBytes } from './images';
import { profileImageKey, type ImageStore } from './imageStore';
import type { CheckedImage } from './imageUpload';

export function requireOwnProfile(ctx: Context, userId: string): AuthUser {
  const actor = requireUser(ctx);
  if (actor.id !== userId) throw forbidden('You can only change your own picture');
  return actor;
}

/** A new profile picture replaces the old one and becomes the user's image. */
export async function storeProfileImage(
  knex: Knex,
  store: ImageStore,
  actor: AuthUser,
  file: CheckedImage,
  now: number,
) {
  const previous = await listProfileImages(knex, actor.id);
  const image = await storeImage(knex, store, { appId: null, userId: actor.id }, file, now);
  await updateUser(knex, actor.id, { image: image.file });
  for (const old of previous) {
    await deleteImageRow(knex, old.id);
    await store.delete(profileImageKey(actor.id, old.file));
  }
  return imageRecord(image);
}

/** A profile picture is seen by its user and by everybody who shares an app with them. */
export async function readProfileImage(
  ctx: Context,
  knex: Knex,
  store: ImageStore,
  userId: string,
  file: string,
): Promise<ImageBytes> {
  const actor = requireUser(ctx);
  if (actor.id !== userId && !(await shareAnApp(knex, actor.id, userId))) throw forbidden();
  const image = await findProfileImage(knex, userId, file);
  const bytes = image && (await store.get(profileImageKey(userId, image.file)));
  if (!image || !bytes) throw notFound('Image');
  return { bytes, mime: image.mime, isPublic: false };
}

/** Removes the user's own picture, named by file name or image id; the user's image is cleared. */
export async function deleteProfileImage(ctx: Context, knex: Knex, store: ImageStore, userId: string, name: string) {
  const actor = requireOwnProfile(ctx, userId);
  const image = (await listProfileImages(knex, actor.id)).find((i) => i.file === name || i.id === name);
  if (!image) throw notFound('Image');
  await deleteImageRow(knex, image.id);
  await store.delete(profileImageKey(actor.id, image.file));
  const user = await findUserById(knex, actor.id);
  if (user?.image === image.file) await updateUser(knex, actor.id, { image: null });
}
