// Co-editing one prototype in this tab, the way shared/src/editor/convergence.test.ts's Client
// proves it converges: the server's copy (SharedDoc) follows the socket's change sets in revision
// order (a gap is filled from changes.json), the designer's own change sets not sent back yet are
// laid over it (Saver.ownChangeSets), and the editor takes the result (applyRemote keeps the
// history). A change set the server refuses as a conflict leaves the history (Editor.forget); a
// refused one or a `reload` loads the document again. Beside the document it keeps who else is
// here (peers and their presence), who deleted which record, and the records others just changed.
import {
  SharedDoc,
  type App,
  type AppChangesSince,
  type Editor,
  type RealtimePeer,
  type RealtimeServerMessage,
  type Saver,
  type SaveOp,
  type StoredChangeSet,
} from '@protolab/shared';

/** A record another designer just changed, outlined in their colour for a moment. */
export interface Highlight {
  id: string;
  color: string;
  /** when it was changed (performance.now()) */
  at: number;
}

/** What the canvas tells the designer. */
export type CoeditingNotice =
  /** a change of theirs was refused: its record was deleted by someone else */
  | { kind: 'conflict'; record: string }
  /** a gesture ended because `by` deleted its records */
  | { kind: 'deleted'; by: string };

export interface CoeditingServer {
  changesSince(since: number): Promise<AppChangesSince>;
  document(): Promise<{ app: App; revision: number }>;
}

export interface CoeditingOptions {
  doc: App;
  revision: number;
  /** absent for a member who may only read */
  editor?: Editor;
  saver?: Saver;
  server: CoeditingServer;
  notice(notice: CoeditingNotice): void;
  /** how long a gap may stay before it is fetched (ms) */
  gapMs?: number;
}

/** How long a highlight shows (ms). */
export const HIGHLIGHT_MS = 1000;

export class Coediting {
  readonly shared: SharedDoc;
  private readonly editor: Editor | undefined;
  private readonly saver: Saver | undefined;
  private viewerDoc: App;
  private me: RealtimePeer | undefined;
  private readonly others = new Map<string, RealtimePeer>();
  /** every designer met here, by user id: who deleted something may have left since */
  private readonly people = new Map<string, RealtimePeer>();
  /** record id → user id of who deleted it */
  private readonly deleters = new Map<string, string>();
  /** this tab's stored change sets, by id, with their revision */
  private readonly storedAt = new Map<string, number>();
  private lit: Highlight[] = [];
  /** names of records others deleted */
  private readonly goneNames = new Map<string, string>();
  private snapshot: { peers: RealtimePeer[]; highlights: Highlight[]; doc: App };
  private readonly listeners = new Set<() => void>();
  private catching: Promise<void> | undefined;
  private catchAgain = false;
  private gapTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly options: CoeditingOptions) {
    this.shared = new SharedDoc(options.doc, options.revision);
    this.editor = options.editor;
    this.saver = options.saver;
    this.viewerDoc = options.doc;
    this.snapshot = { peers: [], highlights: [], doc: options.doc };
  }

  /** The others here, their highlights, and the document a reader sees; a new object when one changes. */
  get state() {
    return this.snapshot;
  }

  /** The document as this tab shows it. */
  get doc(): App {
    return this.editor?.doc ?? this.viewerDoc;
  }

  get you(): RealtimePeer | undefined {
    return this.me;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.closed = true;
    clearTimeout(this.gapTimer);
  }

  /** The name of whoever deleted record `id` (undefined: not known to be deleted by another). */
  deletedBy(id: string): string | undefined {
    const user = this.deleters.get(id);
    return user === undefined ? undefined : nameOf(this.people.get(user));
  }

  message(message: RealtimeServerMessage): void {
    if (this.closed) return;
    switch (message.type) {
      case 'welcome':
        this.me = message.you;
        this.others.clear();
        for (const peer of message.peers) this.meet(peer);
        this.people.set(message.you.user.id, message.you);
        this.changed();
        // what was stored while this tab was not connected
        if (message.revision !== this.shared.revision) void this.catchUp();
        return;
      case 'presence':
        if (message.peer.client === this.me?.client) return;
        this.meet(message.peer);
        this.changed();
        return;
      case 'leave':
        if (this.others.delete(message.client)) this.changed();
        return;
      case 'changes':
        this.receive([message], message);
        return;
      case 'reload':
        if (message.revision !== this.shared.revision) void this.reload(false);
        return;
    }
  }

  /** A change set of this tab was stored as `revision` (the saver's onStored). */
  stored(id: string, revision: number): void {
    this.storedAt.set(id, revision);
  }

  /** A change set was refused as a conflict (409): its record was deleted by someone else. */
  conflict(error: unknown, op: SaveOp): void {
    if (op.kind === 'changes' && op.step) this.editor?.forget(op.step);
    this.refresh();
    const field = (error as { body?: { error?: { field?: string } } } | null)?.body?.error?.field;
    const id = op.kind === 'changes' ? op.changes[0]?.id : undefined;
    const key = id ?? field?.match(/(?:widgets|screens|lines|groups)\W+(\w+)/)?.[1];
    const record = key && (this.shared.doc.widgets[key] ?? this.shared.doc.screens[key]);
    const name = (key && this.goneNames.get(key)) || (record && record.name) || key || '?';
    this.options.notice({ kind: 'conflict', record: name });
  }

  /** A change set was refused (400): what waits is dropped and the server's document loaded again. */
  refused(): Promise<void> {
    return this.reload(true).catch(() => {
      // not loaded (offline, or no longer this designer's to read): the view drops what was
      // refused, and the next connection's welcome catches up
      this.refresh();
    });
  }

  private meet(peer: RealtimePeer): void {
    this.others.set(peer.client, peer);
    this.people.set(peer.user.id, peer);
  }

  private receive(sets: StoredChangeSet[], pushed?: Extract<RealtimeServerMessage, { type: 'changes' }>): void {
    const own = new Set([...(this.saver?.ownChangeSets() ?? []).map((s) => s.id), ...this.storedAt.keys()]);
    // the names of records about to go, for a notice about them later
    for (const set of sets) {
      for (const change of set.changes) {
        const record =
          change.type === 'delete' && (this.shared.doc.widgets[change.id] ?? this.shared.doc.screens[change.id]);
        if (record && record.name) this.goneNames.set(change.id, record.name);
      }
    }
    const received = this.shared.receive(sets);
    for (const id of received.confirmed) {
      this.saver?.seen(id);
      this.storedAt.delete(id);
    }
    for (const set of sets as (StoredChangeSet & { author?: string | null })[]) {
      if (set.id !== null && own.has(set.id)) continue;
      this.noteOthers(set, pushed === set);
    }
    if (received.gap) {
      clearTimeout(this.gapTimer);
      this.gapTimer = setTimeout(() => void this.catchUp(), this.options.gapMs ?? 200);
    }
    this.refresh();
  }

  /** Who deleted what, and (for a change pushed now) the records to outline in the author's colour. */
  private noteOthers(set: StoredChangeSet & { author?: string | null }, live: boolean): void {
    const author = set.author ?? undefined;
    const color = (author && this.people.get(author)?.color) || '#64748b';
    const now = performance.now();
    for (const change of set.changes) {
      if (change.type === 'delete' && author) this.deleters.set(change.id, author);
      if (live && change.type === 'update' && (change.parent === 'widgets' || change.parent === 'screens')) {
        this.lit = [...this.lit.filter((h) => h.id !== change.id), { id: change.id, color, at: now }];
      }
    }
  }

  /** Highlights older than HIGHLIGHT_MS go (the layer asks while it animates). */
  expireHighlights(now = performance.now()): void {
    const left = this.lit.filter((h) => now - h.at < HIGHLIGHT_MS);
    if (left.length === this.lit.length) return;
    this.lit = left;
    this.changed();
  }

  private refresh(): void {
    const { doc } = this.shared.view(this.saver?.ownChangeSets() ?? []);
    if (this.editor) this.editor.applyRemote(doc);
    else this.viewerDoc = doc;
    this.changed();
  }

  /** Fetches what was stored after the copy's revision; one fetch at a time, again when asked meanwhile. */
  catchUp(): Promise<void> {
    if (this.catching) {
      this.catchAgain = true;
      return this.catching;
    }
    this.catching = (async () => {
      try {
        do {
          this.catchAgain = false;
          for (let more = true; more && !this.closed;) {
            const answer = await this.options.server.changesSince(this.shared.revision);
            if ('reload' in answer) {
              if (answer.revision !== this.shared.revision) await this.reload(false);
              return;
            }
            this.receive(answer.changes);
            more = answer.more;
          }
        } while (this.catchAgain && !this.closed);
      } catch {
        // offline: the next connection catches up
      } finally {
        this.catching = undefined;
      }
    })();
    return this.catching;
  }

  /**
   * Loads the document again. `drop`: after a refusal, what waits is dropped and the history goes;
   * else (the whole document was written by someone) what waits is laid over it and sent.
   */
  private async reload(drop: boolean): Promise<void> {
    const { app, revision } = await this.options.server.document();
    if (this.closed) return;
    this.shared.reset(app, revision);
    // stored change sets the loaded document holds already: never laid over it again
    for (const [id, at] of this.storedAt) {
      if (at <= revision) {
        this.saver?.seen(id);
        this.storedAt.delete(id);
      }
    }
    if (drop || !this.editor) {
      this.saver?.reset();
      this.storedAt.clear();
      this.editor?.replaceDoc(app);
      this.viewerDoc = app;
      this.changed();
    } else this.refresh();
  }

  private changed(): void {
    const doc = this.doc;
    const peers = [...this.others.values()];
    this.snapshot = { peers, highlights: this.lit, doc };
    for (const listener of this.listeners) listener();
  }
}

/** A designer's name as the canvas shows it. */
export function nameOf(peer: Pick<RealtimePeer, 'user'> | undefined): string {
  if (!peer) return '?';
  const { name, lastname, email } = peer.user;
  return [name, lastname].filter(Boolean).join(' ') || email;
}

/** Initials for an avatar: of the name, else of the email. */
export function initialsOf(peer: Pick<RealtimePeer, 'user'>): string {
  const { name, lastname, email } = peer.user;
  const words = [name, lastname].filter((w): w is string => Boolean(w?.trim()));
  if (words.length)
    return words
      .map((w) => w.trim()[0]!.toUpperCase())
      .join('')
      .slice(0, 2);
  return email.slice(0, 2).toUpperCase();
}
