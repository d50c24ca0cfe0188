// Image bytes in the database (PostgreSQL), so that every instance on it serves every image: an
// image is cut into parts of PART_BYTES, rows of image_parts (migration 012) read one at a time in
// order while the answer is sent, so that an image is never loaded whole.
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { checkedKey, type ImageStore } from './imageStore';

const PART_BYTES = 256 * 1024;

type PartRow = { bytes: Buffer | Uint8Array };

const part = (knex: Knex, key: string, index: number) =>
  knex('image_parts').where({ key, part: index }).first<PartRow | undefined>('bytes');

export function databaseImageStore(knex: Knex): ImageStore {
  return {
    async put(key, bytes) {
      checkedKey(key);
      await knex.transaction(async (trx) => {
        await trx('image_parts').where({ key }).del();
        for (let index = 0, at = 0; at < bytes.length || index === 0; index++, at += PART_BYTES) {
          const row = { key, part: index, bytes: Buffer.from(bytes.subarray(at, at + PART_BYTES)) };
          // another instance moving the same file at startup (moveDiskImages) wrote the same bytes
          await trx('image_parts').insert(row).onConflict(['key', 'part']).merge();
        }
      });
    },
    async read(key) {
      const first = await part(knex, checkedKey(key), 0);
      if (!first) return undefined;
      async function* parts() {
        yield Buffer.from(first!.bytes);
        for (let index = 1; ; index++) {
          const next = await part(knex, key, index);
          if (!next) return;
          yield Buffer.from(next.bytes);
        }
      }
      return Readable.from(parts(), { objectMode: false });
    },
    async delete(key) {
      await knex('image_parts')
        .where({ key: checkedKey(key) })
        .del();
    },
    async deletePrefix(prefix) {
      const under = `${checkedKey(prefix)}/`;
      // not LIKE: keys hold "_"
      await knex('image_parts').whereRaw('substr(key, 1, ?) = ?', [under.length, under]).del();
    },
  };
}
