// Where image bytes live: files under DATA_DIR (SQLite, one machine), the database (PostgreSQL,
// every instance sees the same images; ./databaseImageStore.ts) or an S3-compatible object store
// (S3_URL; ./s3ImageStore.ts). Keys are "/"-separated paths of plain names.
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface ImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, read as they are sent (never the whole image in memory); undefined when nothing is under the key. */
  read(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes everything under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
}

export const appImagesPrefix = (appId: string) => `images/${appId}`;
export const appImageKey = (appId: string, file: string) => `${appImagesPrefix(appId)}/${file}`;
export const profileImagesPrefix = (userId: string) => `user-images/${userId}`;
export const profileImageKey = (userId: string, file: string) => `${profileImagesPrefix(userId)}/${file}`;
/** The top folders of the keys above, as the file store lays them out under DATA_DIR. */
export const IMAGE_FOLDERS = ['images', 'user-images'] as const;

const SEGMENT = /^[\w@:-][\w.@:-]*$/;

/** A key the stores accept: plain names joined by "/", none of them "..". */
export const isStoreKey = (key: string) => key.split('/').every((s) => SEGMENT.test(s) && s !== '..');

export function checkedKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`Invalid store key: ${key}`);
  return key;
}

/** Images under `<root>/images/<appId>/`, profile pictures under `<root>/user-images/<userId>/`. */
export function fileImageStore(root: string): ImageStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, ...checkedKey(key).split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid store key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async read(key) {
      try {
        // the stream closes the file when it ends or fails
        return (await open(pathOf(key))).createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
