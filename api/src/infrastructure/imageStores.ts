// Which image store an instance uses, and the upgrade steps that move images an older version (or
// a single-machine set-up) kept on disk, or in the database before S3_URL was set, into it.
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { Config } from '../config';
import { databaseImageStore } from './databaseImageStore';
import { imageMoveTo } from './imageMove';
import { fileImageStore, IMAGE_FOLDERS, isStoreKey, type ImageStore } from './imageStore';
import { s3ImageStore } from './s3ImageStore';

/**
 * In the object store of S3_URL when set; else in the database with PostgreSQL, which every
 * instance shares; else on disk under DATA_DIR (SQLite: one machine). `startMoving` moves what an
 * earlier set-up kept elsewhere into it: with S3_URL on PostgreSQL, the images in the database
 * (in the background, ./imageMove.ts).
 */
export function imageStoreFor(
  config: Pick<Config, 'engine' | 'dataDir' | 'imageBucket'>,
  knex: Knex,
): { store: ImageStore; startMoving(log: (line: string) => void): void } {
  if (config.imageBucket) {
    const bucket = s3ImageStore(config.imageBucket);
    if (config.engine !== 'pg') return { store: bucket, startMoving: () => undefined };
    const move = imageMoveTo(bucket, knex);
    return { store: move.store, startMoving: move.start };
  }
  const store = config.engine === 'pg' ? databaseImageStore(knex) : fileImageStore(config.dataDir);
  return { store, startMoving: () => undefined };
}

/** Whether the images of `config` live elsewhere than on this machine's disk. */
export const sharedImageStore = (config: Pick<Config, 'engine' | 'imageBucket'>) =>
  config.imageBucket !== undefined || config.engine === 'pg';

async function names(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw err;
  }
}

/**
 * Moves the image files under `dataDir` into `store`, file by file: each is deleted once stored,
 * so a move that stopped (a crash, a restart) goes on where it was, and storing one twice is
 * harmless. Answers how many files moved. Run at startup when the store is not the disk.
 */
export async function moveDiskImages(dataDir: string, store: ImageStore, log: (line: string) => void): Promise<number> {
  let moved = 0;
  for (const folder of IMAGE_FOLDERS) {
    for (const owner of await names(join(dataDir, folder))) {
      const ownerDir = join(dataDir, folder, owner);
      for (const file of await names(ownerDir)) {
        const key = `${folder}/${owner}/${file}`;
        if (!isStoreKey(key)) continue; // not a file this store wrote: left alone
        const path = join(ownerDir, file);
        await store.put(key, await readFile(path));
        await rm(path, { force: true });
        moved++;
      }
      await rmdir(ownerDir).catch(() => undefined); // kept when something was left alone
    }
  }
  if (moved > 0) log(`Moved ${moved} image files from ${dataDir} into the shared image store`);
  return moved;
}
