import { newId, type MouseTrackInput, type RecordedEventInput } from '@protolab/shared';
import type { OutboxItem, PlayerStorage, SessionRecord } from '../storage';
import { spill } from './spill';

export interface RecorderIdentity {
  appId: string;
  hash: string;
  session: string;
  user: string;
  /** the A/B study's variant the tester plays ('' or none without one): every event carries it */
  variant?: string;
}

export type EventFields = Omit<RecordedEventInput, 'id' | 'session' | 'user' | 'time'>;
export type TrackFields = Omit<MouseTrackInput, 'id' | 'session' | 'user'>;

/**
 * Turns what happened into records with client-made ids and hands them, with the session state
 * they lead to, to the device storage in one transaction. Writes are queued in order; while the
 * storage is still loading (just after the first screen) they wait in memory. With recording off
 * only the session state is kept.
 */
export class Recorder {
  private pending: OutboxItem[] = [];
  private session: SessionRecord | undefined;
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  /** Handed to the storage but not yet committed: what a closing tab would lose. */
  private readonly uncommitted = new Map<string, OutboxItem>();
  private uncommittedSession: SessionRecord | undefined;

  constructor(
    private readonly identity: RecorderIdentity,
    private readonly storage: Promise<PlayerStorage>,
    readonly recording: boolean,
  ) {
    addEventListener('pagehide', () => {
      spill(localStorage, [...this.uncommitted.values()], this.uncommittedSession);
      void this.flush();
    });
  }

  event(fields: EventFields, time = Date.now()): void {
    if (!this.recording) return;
    const { session, user, variant } = this.identity;
    const record = { ...fields, id: newId(), session, user, time, ...(variant && { variant }) };
    this.push(record.id, 'event', record);
  }

  track(fields: TrackFields): void {
    if (!this.recording || fields.x.length === 0) return;
    const { session, user } = this.identity;
    const record = { ...fields, id: newId(), session, user };
    this.push(record.id, 'mouse', record);
  }

  /** The session state to store with the next write. */
  saveSession(session: SessionRecord): void {
    this.session = session;
    this.uncommittedSession = session;
    this.schedule();
  }

  private push(id: string, kind: OutboxItem['kind'], record: Record<string, unknown>): void {
    const item: OutboxItem = { id, kind, appId: this.identity.appId, hash: this.identity.hash, record };
    this.pending.push(item);
    this.uncommitted.set(id, item);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => void this.flush(), 0);
  }

  /** Writes what is pending; resolves when it (and every earlier write) is stored. */
  flush(): Promise<void> {
    this.scheduled = false;
    const items = this.pending;
    const session = this.session;
    this.pending = [];
    this.session = undefined;
    if (items.length === 0 && !session) return this.chain;
    this.chain = this.chain.then(async () => {
      const storage = await this.storage;
      await storage.write(items, session);
      for (const item of items) this.uncommitted.delete(item.id);
      if (session && this.uncommittedSession === session) this.uncommittedSession = undefined;
    });
    this.chain = this.chain.catch(() => {
      // shown to the tester by storage; the records stay in memory for the next write
      this.pending = [...items, ...this.pending];
      this.session ??= session;
    });
    return this.chain;
  }
}
