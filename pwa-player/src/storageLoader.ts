import { afterFirstScreen } from './firstScreen';
import type { PlayerStorage } from './storage';
import { reportStorageError } from './storageErrors';

let loading: Promise<PlayerStorage> | undefined;

/** The device storage (Dexie and the sync loop live in their own chunk, off the first screen's path). */
export function storage(): Promise<PlayerStorage> {
  loading ??= import('./storage').then((m) => m.openStorage());
  loading.catch(reportStorageError);
  return loading;
}

/** The storage, loaded once the first screen is painted. */
export function storageAfterPaint(): Promise<PlayerStorage> {
  return afterFirstScreen.then(storage);
}
