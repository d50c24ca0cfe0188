import { Dexie, type EntityTable } from 'dexie';
import type { SimulatorState, TaskProgress } from '@protolab/shared';

export type RecordKind = 'event' | 'mouse';

/** A recorded event or mouse track waiting to be sent; `seq` keeps the order they were made in. */
export interface OutboxItem {
  seq?: number;
  /** the record's own client-made id */
  id: string;
  kind: RecordKind;
  appId: string;
  hash: string;
  record: Record<string, unknown>;
}

/** A record the server refused as invalid: kept aside, shown as a count, not sent again. */
export interface RejectedItem extends Omit<OutboxItem, 'seq'> {
  field: string;
  message: string;
  rejectedAt: number;
}

/** Where a tester is in a session, written in the same transaction as the session's events. */
export interface SessionRecord {
  id: string;
  hash: string;
  appId: string;
  user: string;
  recording: boolean;
  sim: SimulatorState;
  tasks: TaskProgress;
  /** ids of the tasks completed (TaskSuccess recorded) */
  completed: string[];
  scrollTop: number;
  startedAt: number;
  updatedAt: number;
  ended: boolean;
}

/** An invitation token of a password-protected test (the service worker's sync needs it too). */
export interface TokenRecord {
  hash: string;
  token: string;
  expires: number;
}

export type PlayerDb = Dexie & {
  outbox: EntityTable<OutboxItem, 'seq'>;
  rejected: EntityTable<RejectedItem, 'id'>;
  sessions: EntityTable<SessionRecord, 'id'>;
  tokens: EntityTable<TokenRecord, 'hash'>;
};

export function openDb(): PlayerDb {
  const db = new Dexie('protolab-player') as PlayerDb;
  db.version(1).stores({
    outbox: '++seq, id',
    rejected: 'id',
    sessions: 'id, hash',
    tokens: 'hash',
  });
  return db;
}
