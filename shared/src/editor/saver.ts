// Saves what the editor commits: change sets to the document and steps of the server-held undo
// stack, sent in order, batched while the designer works, retried until acknowledged and kept in
// a store until then (a closed tab or a dropped connection loses nothing). A change set the
// server refuses stops the queue and is reported, so the view re-syncs instead of drifting apart.
import type { App } from '../model/app';
import { MAX_APP_CHANGES, type AppChange } from '../model/appChange';

type AppAddChange = Extract<AppChange, { type: 'add' }>;
import { applyChanges } from '../appDocument/applyChanges';
import { MAX_COMMAND_BYTES } from '../constants';
import type { Commit } from './editor';
import type { EditorCommand } from './editorCommand';
import { newId } from '../ids';

export type SaveOp =
  /**
   * a change set with its id (a re-sent one lands once); `tried`: it may have reached the server,
   * so it is never joined with another; `step`: the history step it belongs to
   */
  | { kind: 'changes'; changes: AppChange[]; id: string; tried?: boolean; step?: string }
  /** adds the command to the stack, or replaces the last one with its id (a grown history step) */
  | { kind: 'push'; command: EditorCommand }
  | { kind: 'undo' | 'redo'; id: string };

/** What the server answers a change set: the revision it became. */
export interface SaveAnswer {
  revision?: number;
}

/** The server, as the saver needs it. A refusal is an error with an HTTP `status` of 400–499. */
export interface SaveTransport {
  send(op: SaveOp): Promise<SaveAnswer | void>;
}

/** A change set of this designer's that co-editors may not have seen yet. */
export interface OwnChangeSet {
  id: string;
  changes: AppChange[];
}

/** Where waiting operations are kept between page loads. */
export interface SaveStore {
  load(): SaveOp[];
  save(ops: readonly SaveOp[]): void;
}

export type SaveStatus =
  | { state: 'saved' }
  | { state: 'saving'; waiting: number }
  | { state: 'offline'; waiting: number }
  | { state: 'refused'; message: string; field?: string };

interface SaverOptions {
  /** how long to gather commits before sending (ms) */
  batchMs?: number;
  /** the first retry's wait; it doubles up to maxRetryMs */
  retryMs?: number;
  maxRetryMs?: number;
  /** a change set was refused: the document must be loaded again; waiting operations are dropped */
  onRefused?(error: unknown): void;
  /**
   * a change set was refused as a conflict (409: its record was deleted by someone else): only it
   * is dropped, the others are still sent
   */
  onConflict?(error: unknown, op: SaveOp): void;
  /** a change set was stored as `revision` */
  onStored?(id: string, revision: number): void;
  /** resolves after ms (shared code has no timers of its own; tests pass a quick one) */
  wait: (ms: number) => Promise<void>;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const isRefusal = (error: unknown) => {
  const status = statusOf(error);
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};
/** A failure without an answer (fetch's TypeError) means the network is gone. */
const isOffline = (error: unknown) => statusOf(error) === undefined || statusOf(error) === 0;

/**
 * Where the part of a large commit that starts at `start` ends: after the last screen it adds, when
 * it adds one, else at the server's limit. A pasted screen comes right after its widgets, so no
 * part holds a widget whose screen is in the next one (the server refuses a widget on no screen).
 */
function partEnd(changes: readonly AppChange[], start: number): number {
  const limit = Math.min(start + MAX_APP_CHANGES, changes.length);
  if (limit === changes.length) return limit;
  for (let i = limit - 1; i > start; i--) {
    const change = changes[i];
    if (change.type === 'add' && change.parent === 'screens') return i + 1;
  }
  return limit;
}

/**
 * The changes of a commit too large for one change set, in an order every part of which leaves a
 * whole document: a screen that comes with more new widgets than one part holds is added first
 * without them, each new widget then puts itself on it (`screen`), and the screen's children are
 * set to their order last. Without this a screen of over 1,000 new widgets never saved.
 */
function orderedForParts(changes: readonly AppChange[]): readonly AppChange[] {
  const added = new Set(changes.flatMap((c) => (c.type === 'add' && c.parent === 'widgets' ? [c.id] : [])));
  const big = new Map<string, string[]>();
  for (const change of changes) {
    if (change.type !== 'add' || change.parent !== 'screens') continue;
    const children = Array.isArray(change.object.children) ? (change.object.children as string[]) : [];
    if (children.filter((id) => added.has(id)).length >= MAX_APP_CHANGES) big.set(change.id, children);
  }
  if (big.size === 0) return changes;
  const screenOf = new Map([...big].flatMap(([screen, children]) => children.map((id) => [id, screen] as const)));
  const out: AppChange[] = [];
  for (const [screen, children] of big) {
    const add = changes.find((c) => c.type === 'add' && c.parent === 'screens' && c.id === screen) as AppAddChange;
    out.push({ ...add, object: { ...add.object, children: children.filter((id) => !added.has(id)) } });
  }
  const placed = new Map([...big].map(([screen, children]) => [screen, children.filter((id) => !added.has(id))]));
  for (const change of changes) {
    if (change.type === 'add' && change.parent === 'screens' && big.has(change.id)) continue;
    const screen = change.type === 'add' && change.parent === 'widgets' ? screenOf.get(change.id) : undefined;
    if (!screen) {
      out.push(change);
      continue;
    }
    out.push({ ...(change as AppAddChange), screen });
    const children = placed.get(screen)!;
    children.push(change.id);
    if (children.length === big.get(screen)!.length)
      out.push({
        type: 'update',
        parent: 'screens',
        id: screen,
        props: { children: big.get(screen)! },
        before: { children: [...children] },
      });
  }
  return out;
}

/** The operations that save a commit. */
function saveOpsOf(commit: Commit): SaveOp[] {
  // compactOps cuts change sets to the server's limit
  // an undo of which nothing applied any more changes nothing, but still moves the stack
  const ops: SaveOp[] = [];
  const all = commit.changes.length > MAX_APP_CHANGES ? orderedForParts(commit.changes) : commit.changes;
  // a commit larger than the server takes at once goes in parts, each a whole document on the server
  for (let i = 0, end = 0; i < all.length; i = end) {
    end = partEnd(all, i);
    const changes = all.slice(i, end);
    // a merged commit grows the step it joins; an undo or redo is a step of its own
    const step =
      commit.kind === 'undo' || commit.kind === 'redo' ? `${commit.kind}:${commit.command.id}` : commit.command.id;
    ops.push({ kind: 'changes', changes, id: newId(), step });
  }
  if (!commit.command.history) return ops;
  if (commit.kind === 'undo' || commit.kind === 'redo') ops.push({ kind: commit.kind, id: commit.command.id });
  // a step too big for the server's stack stays undoable in this tab only
  else if (JSON.stringify(commit.command).length <= MAX_COMMAND_BYTES)
    ops.push({ kind: 'push', command: commit.command });
  return ops;
}

/**
 * Fewer requests for the same result: change sets first, then the stack steps in their order, a
 * grown step sent once. The change sets of one history step (a drag, a typed label) are joined up
 * to the server's limit; those of different steps are not, so that a step the server refuses (its
 * record deleted by someone else) costs that step only. Moving a step after later change sets is
 * safe: it still follows its own changes, and steps keep their order among themselves.
 */
function compactOps(ops: readonly SaveOp[]): SaveOp[] {
  const out: SaveOp[] = [];
  for (const op of ops) {
    if (op.kind !== 'changes') continue;
    const last = out.at(-1);
    const joins =
      last?.kind === 'changes' &&
      !last.tried &&
      !op.tried &&
      last.step === op.step &&
      last.changes.length + op.changes.length <= MAX_APP_CHANGES;
    // a joined change set keeps the id of its first part: neither has been sent
    if (joins) out[out.length - 1] = { ...last, changes: [...last.changes, ...op.changes] };
    else out.push(op);
  }
  for (const op of ops) {
    if (op.kind === 'changes') continue;
    const last = out.at(-1);
    if (op.kind === 'push' && last?.kind === 'push' && last.command.id === op.command.id) out[out.length - 1] = op;
    else out.push(op);
  }
  return out;
}

/**
 * The document as the designer left it: the server's, with the change sets that still wait applied
 * (again, if the server took them but its answer was lost: a change set is safe to repeat).
 * Undefined when they no longer apply; they are then dropped.
 */
export function withWaitingChanges(doc: App, ops: readonly SaveOp[]): App | undefined {
  let current = doc;
  for (const op of ops) {
    if (op.kind !== 'changes') continue;
    const result = applyChanges(current, op.changes);
    if (!result.ok) return undefined;
    current = result.app;
  }
  return current;
}

export class Saver {
  private queue: SaveOp[];
  private current: SaveStatus;
  private sending: SaveOp | undefined;
  private flushing: Promise<void> | undefined;
  private batching: Promise<void> | undefined;
  /** ends the wait before the next retry */
  private wake: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();

  /** change sets stored by the server whose revision co-editors' copies have not reached yet */
  private stored: OwnChangeSet[] = [];
  /** change sets not answered yet (in flight, or to be sent again) that the stream brought back already */
  private readonly seenFirst = new Set<string>();

  constructor(
    private readonly transport: SaveTransport,
    private readonly store: SaveStore,
    private readonly options: SaverOptions,
  ) {
    // what an older version of the page kept has no ids; sent or not, it may have reached the server
    this.queue = store.load().map((op) => (op.kind === 'changes' && !op.id ? { ...op, id: newId(), tried: true } : op));
    this.current = this.queue.length ? { state: 'saving', waiting: this.queue.length } : { state: 'saved' };
    if (this.queue.length) void this.flush();
  }

  get status(): SaveStatus {
    return this.current;
  }

  private get waitingCount(): number {
    return this.queue.length + (this.sending ? 1 : 0);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues what saves a commit, stores the queue at once and sends it after a short gathering window. */
  add(commit: Commit): void {
    if (this.current.state === 'refused') return;
    this.queue = compactOps([...this.queue, ...saveOpsOf(commit)]);
    this.persist();
    if (this.current.state !== 'offline') this.setStatus({ state: 'saving', waiting: this.waitingCount });
    // the first commit opens a short window; what comes within it goes in the same request
    this.batching ??= this.options.wait(this.options.batchMs ?? 300).then(() => {
      this.batching = undefined;
      return this.flush();
    });
  }

  /** The connection is back: a retry waiting for its time is sent now, not after its back-off. */
  retryNow(): void {
    this.wake?.();
  }

  /** Sends what waits, in order, until the queue is empty or a change set is refused. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async send(): Promise<void> {
    let retry = this.options.retryMs ?? 1000;
    while (this.queue.length) {
      // the operation in flight leaves the queue, so commits that arrive meanwhile are not merged into it
      const first = this.queue[0]!;
      const op = (this.sending = first.kind === 'changes' && !first.tried ? { ...first, tried: true } : first);
      this.queue = this.queue.slice(1);
      this.persist();
      let answer: SaveAnswer | void;
      try {
        answer = await this.transport.send(op);
      } catch (error) {
        this.sending = undefined;
        if (isRefusal(error)) {
          // a stack step the server does not have (another editor moved it) costs only that step,
          // and a change to a record someone else deleted only that change set
          if (op.kind !== 'changes' || statusOf(error) === 409) {
            this.persist();
            if (op.kind === 'changes') this.options.onConflict?.(error, op);
            continue;
          }
          this.queue = [];
          this.persist();
          const body = (error as { body?: { error?: { message?: string; field?: string } } }).body?.error;
          this.setStatus({ state: 'refused', message: body?.message ?? String(error), field: body?.field });
          this.options.onRefused?.(error);
          return;
        }
        this.queue = [op, ...this.queue];
        this.setStatus({ state: isOffline(error) ? 'offline' : 'saving', waiting: this.queue.length });
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          void this.options.wait(retry).then(resolve);
        });
        this.wake = undefined;
        retry = Math.min(retry * 2, this.options.maxRetryMs ?? 30_000);
        continue;
      }
      this.sending = undefined;
      if (op.kind === 'changes') this.storedAs(op, answer?.revision);
      this.persist();
      retry = this.options.retryMs ?? 1000;
      if (this.queue.length) this.setStatus({ state: 'saving', waiting: this.queue.length });
    }
    this.setStatus({ state: 'saved' });
  }

  private storedAs(op: Extract<SaveOp, { kind: 'changes' }>, revision: number | undefined): void {
    if (revision === undefined) return;
    // the stream may bring a change set back before its own answer arrives
    if (!this.seenFirst.delete(op.id)) this.stored.push({ id: op.id, changes: op.changes });
    this.options.onStored?.(op.id, revision);
  }

  /**
   * This designer's change sets that the copy of the document at hand may not hold yet, in the
   * order the server gets them: stored but not seen come back yet, in flight, waiting.
   */
  ownChangeSets(): OwnChangeSet[] {
    const waiting = [...(this.sending ? [this.sending] : []), ...this.queue];
    return [
      ...this.stored,
      ...waiting.flatMap((op) =>
        op.kind === 'changes' && !this.seenFirst.has(op.id) ? [{ id: op.id, changes: op.changes }] : [],
      ),
    ];
  }

  /** The co-editors' stream has brought this change set: the copy at hand holds it now. */
  seen(id: string): void {
    const before = this.stored.length;
    this.stored = this.stored.filter((set) => set.id !== id);
    // one whose answer was lost on the way back is still waiting to be sent again
    const waiting = [this.sending, ...this.queue].some((op) => op?.kind === 'changes' && op.id === id);
    if (this.stored.length === before && waiting) this.seenFirst.add(id);
  }

  /** Starts again after a refusal, once the view has loaded the server's document. */
  reset(): void {
    this.stored = [];
    this.queue = [];
    this.persist();
    this.setStatus({ state: 'saved' });
  }

  /** Stores what is not acknowledged yet: the operation in flight and the queue. */
  private persist(): void {
    this.store.save(this.sending ? [this.sending, ...this.queue] : this.queue);
  }

  private setStatus(status: SaveStatus): void {
    this.current = status;
    for (const listener of this.listeners) listener();
  }
}
