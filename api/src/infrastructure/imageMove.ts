// Images kept in the database (PostgreSQL, ./databaseImageStore.ts) move to the object store when
// S3_URL is set on a deployment that had none: in the background after startup, one image at a
// time, by whichever instance claims it (its first part's row, locked FOR UPDATE SKIP LOCKED while
// it is copied). An image is copied, read back and compared, and only then are its parts deleted, in
// the claim's transaction: an instance that stops or crashes half way leaves the image where it was,
// and the next one takes it up. Meanwhile the images are served from either store.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { beforeDatabaseCloses } from '../db/database';
import { databaseImageStore } from './databaseImageStore';
import { checkedKey, type ImageStore } from './imageStore';

/** How long an instance waits before it looks again for images to move (others' claims, a failure). */
const RETRY_MS = 1_000;

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** An image's bytes from its parts, read in one statement (so a move that ends meanwhile cannot cut it). */
async function partsOf(knex: Knex, key: string): Promise<Buffer | undefined> {
  const rows: Array<{ bytes: Buffer | Uint8Array }> = await knex('image_parts')
    .where({ key: checkedKey(key) })
    .orderBy('part')
    .select('bytes');
  return rows.length ? Buffer.concat(rows.map((row) => Buffer.from(row.bytes))) : undefined;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

export interface ImageMove {
  /** The store the instance uses: `target`, falling back on the database while images move. */
  store: ImageStore;
  /** Starts moving in the background (stopped before the database closes). */
  start(log: (line: string) => void): void;
}

/**
 * `target` (the object store) for an instance on PostgreSQL, with the move of the images the
 * database holds. Until this instance finds none left, an image missing in `target` is looked for
 * in the database (whole: at most the upload limit, and only while it is not moved yet), then in
 * `target` again, in case it moved between the two reads. Deletes go to the database first, so a
 * delete waits for a move of that image to end and then removes the copy too.
 */
export function imageMoveTo(target: ImageStore, knex: Knex): ImageMove {
  const database = databaseImageStore(knex);
  let moving = true;
  const store: ImageStore = {
    put: (key, bytes) => target.put(key, bytes),
    async read(key) {
      const found = await target.read(key);
      if (found || !moving) return found;
      const old = await partsOf(knex, key);
      if (!old) return target.read(key);
      return Readable.from([old]);
    },
    async delete(key) {
      await database.delete(key);
      await target.delete(key);
    },
    async deletePrefix(prefix) {
      await database.deletePrefix(prefix);
      await target.deletePrefix(prefix);
    },
  };

  /** Moves one image not claimed by another instance; answers its key, or undefined when none is free. */
  const moveOne = () =>
    knex.transaction(async (trx) => {
      const claimed: { key: string } | undefined = await trx('image_parts')
        .where('part', 0)
        .orderBy('key')
        .forUpdate()
        .skipLocked()
        .first('key');
      if (!claimed) return undefined;
      const { key } = claimed;
      const bytes = (await partsOf(trx, key))!;
      await target.put(key, bytes);
      const copy = await target.read(key);
      const back = copy ? await bytesOf(copy) : undefined;
      if (!back || sha(back) !== sha(bytes)) throw new Error(`the copy of ${key} in the object store differs`);
      await trx('image_parts').where({ key }).del();
      return key;
    });

  const start = (log: (line: string) => void) => {
    let stopped = false;
    let wake: (() => void) | undefined;
    const pause = () =>
      new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, RETRY_MS).unref();
      });
    const run = async () => {
      let moved = 0;
      while (!stopped) {
        try {
          if (await moveOne()) {
            moved++;
            continue;
          }
          // none free: done once none is left, else another instance is moving the last ones
          if (!(await knex('image_parts').first('key'))) break;
        } catch (error) {
          if (stopped) break;
          log(`images not moved to the object store yet: ${error instanceof Error ? error.message : String(error)}`);
        }
        await pause();
      }
      if (!stopped) moving = false;
      if (moved > 0) log(`Moved ${moved} images from the database to the object store`);
    };
    const running = run();
    beforeDatabaseCloses(knex, async () => {
      stopped = true;
      wake?.();
      await running;
    });
  };

  return { store, start };
}
