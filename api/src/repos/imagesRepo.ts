// The images table as plain objects: app images (appId set) and profile pictures (appId null).
import type { Knex } from 'knex';

export interface StoredImage {
  id: string;
  appId: string | null;
  userId: string;
  /** File name in the store: `<id>.<ext>`. */
  file: string;
  name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  created: number;
}

/** A row of the images table. */
interface Row {
  id: string;
  app_id: string | null;
  user_id: string;
  file: string;
  name: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  created: number;
}

function fromRow(row: Row): StoredImage {
  return {
    id: row.id,
    appId: row.app_id ?? null,
    userId: row.user_id,
    file: row.file,
    name: row.name ?? '',
    mime: row.mime,
    size: row.size,
    width: row.width ?? 0,
    height: row.height ?? 0,
    created: row.created,
  };
}

const toRow = (image: StoredImage): Row => ({
  id: image.id,
  app_id: image.appId,
  user_id: image.userId,
  file: image.file,
  name: image.name,
  mime: image.mime,
  size: image.size,
  width: image.width,
  height: image.height,
  created: image.created,
});

export async function insertImage(knex: Knex, image: StoredImage): Promise<void> {
  await knex('images').insert(toRow(image));
}

export async function listAppImages(knex: Knex, appId: string): Promise<StoredImage[]> {
  const rows = await knex('images')
    .where({ app_id: appId })
    .orderBy([{ column: 'created' }, { column: 'id' }]);
  return rows.map(fromRow);
}

export async function findAppImage(
  knex: Knex,
  appId: string,
  by: { id: string } | { file: string },
): Promise<StoredImage | undefined> {
  const row = await knex('images')
    .where({ app_id: appId, ...by })
    .first();
  return row ? fromRow(row) : undefined;
}

export async function findProfileImage(knex: Knex, userId: string, file: string): Promise<StoredImage | undefined> {
  const row = await knex('images').where({ user_id: userId, file }).whereNull('app_id').first();
  return row ? fromRow(row) : undefined;
}

export async function listProfileImages(knex: Knex, userId: string): Promise<StoredImage[]> {
  const rows = await knex('images').where({ user_id: userId }).whereNull('app_id');
  return rows.map(fromRow);
}

export async function deleteImageRow(knex: Knex, id: string): Promise<number> {
  return knex('images').where({ id }).del();
}

export async function appIdsOwnedBy(knex: Knex, userId: string): Promise<string[]> {
  const rows = await knex('apps').where({ owner_id: userId }).select('id');
  return rows.map((r: { id: string }) => r.id);
}

/**
 * Images a user uploaded into apps of others stay with those apps when the user leaves: they pass
 * to each app's owner.
 */
export async function handOverImagesInOthersApps(knex: Knex, userId: string): Promise<void> {
  await knex('images')
    .where({ user_id: userId })
    .whereNotNull('app_id')
    .whereNotIn('app_id', knex('apps').where({ owner_id: userId }).select('id'))
    .update({ user_id: knex('apps').where('apps.id', knex.ref('images.app_id')).select('owner_id') });
}
