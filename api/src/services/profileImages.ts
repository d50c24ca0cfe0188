// Profile pictures: one per user, shown to the user and to the people they share an app with.
import { forbidden, notFound } from './refusal';
import { deleteImageRow, findProfileImage, listProfileImages } from '../repos/imagesRepo';
import { findUserById, shareAnApp, updateUser } from '../repos/usersRepo';
import { requireUser, type AuthUser, type Caller } from './caller';
import { imageRecord, storeImage, type ImageBytes, type ImageDeps } from './images';
import { profileImageKey } from '../infrastructure/imageStore';
import type { CheckedImage } from './imageUpload';

/** Checked before the upload is read: only the user changes their own picture. */
export function requireOwnProfile(caller: Caller, userId: string): AuthUser {
  const actor = requireUser(caller);
  if (actor.id !== userId) throw forbidden('You can only change your own picture');
  return actor;
}

/** A new profile picture replaces the old one and becomes the user's image. */
export async function storeProfileImage(
  deps: ImageDeps,
  caller: Caller,
  userId: string,
  file: CheckedImage,
  now: number,
) {
  const actor = requireOwnProfile(caller, userId);
  const { knex, images } = deps;
  const previous = await listProfileImages(knex, actor.id);
  const image = await storeImage(deps, { appId: null, userId: actor.id }, file, now);
  await updateUser(knex, actor.id, { image: image.file });
  for (const old of previous) {
    await deleteImageRow(knex, old.id);
    await images.delete(profileImageKey(actor.id, old.file));
  }
  return imageRecord(image);
}

/** A profile picture is seen by its user and by everybody who shares an app with them. */
export async function readProfileImage(
  deps: ImageDeps,
  caller: Caller,
  userId: string,
  file: string,
): Promise<ImageBytes> {
  const actor = requireUser(caller);
  if (actor.id !== userId && !(await shareAnApp(deps.knex, actor.id, userId))) throw forbidden();
  const image = await findProfileImage(deps.knex, userId, file);
  const bytes = image && (await deps.images.read(profileImageKey(userId, image.file)));
  if (!image || !bytes) throw notFound('Image');
  return { bytes, size: image.size, mime: image.mime, isPublic: false };
}

/** Removes the user's own picture, named by file name or image id; the user's image is cleared. */
export async function deleteProfileImage(deps: ImageDeps, caller: Caller, userId: string, name: string) {
  const actor = requireOwnProfile(caller, userId);
  const { knex, images } = deps;
  const image = (await listProfileImages(knex, actor.id)).find((i) => i.file === name || i.id === name);
  if (!image) throw notFound('Image');
  await deleteImageRow(knex, image.id);
  await images.delete(profileImageKey(actor.id, image.file));
  const user = await findUserById(knex, actor.id);
  if (user?.image === image.file) await updateUser(knex, actor.id, { image: null });
}
