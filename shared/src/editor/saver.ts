// Saves what the editor commits: change sets to the document and steps of the server-held undo
// stack, sent in order, batched while the designer works, retried until acknowledged and kept in
// a store until then (a closed tab or a dropped connection loses nothing). A change set the
// server refuses stops the queue and is reported, so the view re-syncs instead of drifting apart.
import type { App } from '../model/app';
import { MAX_APP_CHANGES, type AppChange } from '../model/appChange';
import { applyChanges } from '../appDocument/applyChanges';
import { MAX_COMMAND_BYTES } from '../constants';
import type { Commit } from './editor';
import type { EditorCommand } from './editorCommand';

export type SaveOp =
  | { kind: 'changes'; changes: AppChange[] }
  /** adds the command to the stack, or replaces the last one with its id (a grown history step) */
  | { kind: 'push'; command: EditorCommand }
  | { kind: 'undo' | 'redo'; id: string };

/** The server, as the saver needs it. A refusal is an error with an HTTP `status` of 400–499. */
export interface SaveTransport {
  send(op: SaveOp): Promise<void>;
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

/** The operations that save a commit. */
function saveOpsOf(commit: Commit): SaveOp[] {
  // compactOps cuts change sets to the server's limit
  const ops: SaveOp[] = [{ kind: 'changes', changes: commit.changes }];
  if (!commit.command.history) return ops;
  if (commit.kind === 'undo' || commit.kind === 'redo') ops.push({ kind: commit.kind, id: commit.command.id });
  // a step too big for the server's stack stays undoable in this tab only
  else if (JSON.stringify(commit.command).length <= MAX_COMMAND_BYTES)
    ops.push({ kind: 'push', command: commit.command });
  return ops;
}

/**
 * Fewer requests for the same result: change sets first, joined up to the server's limit, then
 * the stack steps in their order, a grown step sent once. Moving a step after later change sets
 * is safe: it still follows its own changes, and steps keep their order among themselves.
 */
function compactOps(ops: readonly SaveOp[]): SaveOp[] {
  const changes: AppChange[] = ops.flatMap((op) => (op.kind === 'changes' ? op.changes : []));
  const out: SaveOp[] = [];
  for (let i = 0; i < changes.length; i += MAX_APP_CHANGES) {
    out.push({ kind: 'changes', changes: changes.slice(i, i + MAX_APP_CHANGES) });
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

  constructor(
    private readonly transport: SaveTransport,
    private readonly store: SaveStore,
    private readonly options: SaverOptions,
  ) {
    this.queue = store.load();
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
      const op = (this.sending = this.queue[0]);
      this.queue = this.queue.slice(1);
      try {
        await this.transport.send(op);
      } catch (error) {
        this.sending = undefined;
        if (isRefusal(error)) {
          // a stack step the server does not have (another editor moved it) costs only that step
          if (op.kind !== 'changes') {
            this.persist();
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
      this.persist();
      retry = this.options.retryMs ?? 1000;
      if (this.queue.length) this.setStatus({ state: 'saving', waiting: this.queue.length });
    }
    this.setStatus({ state: 'saved' });
  }

  /** Starts again after a refusal, once the view has loaded the server's document. */
  reset(): void {
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
