// The device storage of the player, loaded after the first screen: Dexie outbox, session state,
// invitation tokens, and the sync loop. The recorder writes here first; only the sync loop sends.
import { liveQuery } from 'dexie';
import { reportStorageError } from '../storageErrors';
import { openDb, type OutboxItem, type SessionRecord } from './db';
import { startSyncLoop } from './scheduler';
import { restoreSpill } from './restoreSpill';

export type { OutboxItem, SessionRecord };

export interface OutboxStatus {
  waiting: number;
  rejected: number;
}

export interface PlayerStorage {
  /** Records and the session state they lead to, in one transaction. */
  write(items: OutboxItem[], session: SessionRecord | undefined): Promise<void>;
  session(id: string): Promise<SessionRecord | undefined>;
  token(hash: string): Promise<string | undefined>;
  saveToken(hash: string, token: string, expires: number): Promise<void>;
  watchStatus(listener: (status: OutboxStatus) => void): () => void;
}

export async function openStorage(): Promise<PlayerStorage> {
  const db = openDb();
  await db.open();
  await restoreSpill(db, localStorage);
  const loop = startSyncLoop(db);
  return {
    async write(items, session) {
      try {
        await db.transaction('rw', db.outbox, db.sessions, async () => {
          if (items.length > 0) await db.outbox.bulkAdd(items);
          if (session) await db.sessions.put(session);
        });
      } catch (error) {
        reportStorageError(error);
        throw error;
      }
      if (items.length > 0) loop.requestSync();
    },
    session: (id) => db.sessions.get(id),
    async token(hash) {
      const row = await db.tokens.get(hash);
      return row && row.expires > Date.now() ? row.token : undefined;
    },
    async saveToken(hash, token, expires) {
      await db.tokens.put({ hash, token, expires });
    },
    watchStatus(listener) {
      const subscription = liveQuery(async () => ({
        waiting: await db.outbox.count(),
        rejected: await db.rejected.count(),
      })).subscribe({
        next: listener,
        error: reportStorageError,
      });
      return () => subscription.unsubscribe();
    },
  };
}
