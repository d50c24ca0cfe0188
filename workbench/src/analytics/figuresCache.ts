// The latest figures of each study and filter, kept in IndexedDB by the analytics worker: a study
// opened again shows them at once while its records load and the figures are computed anew (they
// then replace the kept ones). A kept entry counts only for the same prototype, tasks, annotations
// and filter (a hash of them); without IndexedDB (component tests) nothing is kept.
import type { AnalyticsFigures } from './figures';

const DB_NAME = 'protolab-analytics';
const STORE = 'figures';

interface Entry {
  hash: string;
  figures: AnalyticsFigures;
}

let opened: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    // a browser that refuses storage (private mode, quota) just never finds figures kept
    request.onerror = () => resolve(null);
  });
  return opened;
}

function call<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest): Promise<T | undefined> {
  return database().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) return resolve(undefined);
        const request = run(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => resolve(undefined);
      }),
  );
}

/** A short hash (FNV-1a, 32 bits twice) of what the figures were computed from, besides the records. */
export function figuresHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 2246822519);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

export async function keptFigures(key: string, hash: string): Promise<AnalyticsFigures | null> {
  const entry = await call<Entry>('readonly', (store) => store.get(key));
  return entry?.hash === hash ? entry.figures : null;
}

export async function keepFigures(key: string, hash: string, figures: AnalyticsFigures): Promise<void> {
  await call('readwrite', (store) => store.put({ hash, figures } satisfies Entry, key));
}
