// Where image bytes live. The file store keeps them under DATA_DIR; an object-storage store can
// replace it behind the same interface. Keys are "/"-separated paths of plain names.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface ImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** undefined when there is nothing under the key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes everything under `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
}

export const appImagesPrefix = (appId: string) => `images/${appId}`;
export const appImageKey = (appId: string, file: string) => `${appImagesPrefix(appId)}/${file}`;
export const profileImagesPrefix = (userId: string) => `user-images/${userId}`;
export const profileImageKey = (userId: string, file: string) => `${profileImagesPrefix(userId)}/${file}`;

const SEGMENT = /^[\w@:-][\w.@:-]*$/;

export function fileImageStore(root: string): ImageStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const segments = key.split('/');
    if (segments.some((s) => !SEGMENT.test(s) || s === '..')) throw new Error(`Invalid store key: ${key}`);
    const path = resolve(base, ...segments);
    if (!path.startsWith(base + sep)) throw new Error(`Invalid store key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
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

/** Images under `<dataDir>/images/<appId>/`, profile pictures under `<dataDir>/user-images/<userId>/`. */
export const imageStoreFor = (dataDir: string): ImageStore => fileImageStore(dataDir);
