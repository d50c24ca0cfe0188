// A headless co-editor for the collab benchmark: the realtime socket (hello, then every stored
// change set pushed), a SharedDoc built from them in revision order (a gap is filled over REST), and
// its own change sets, sent one at a time over REST and kept on top of the shared copy until the
// stream brings them back, as the workbench's Saver does.
import { randomUUID } from 'node:crypto';
import {
  REALTIME_PATH,
  SharedDoc,
  type App,
  type AppChange,
  type OwnChangeSet,
  type RealtimeServerMessage,
} from '@protolab/shared';
import WebSocket from 'ws';

const WAIT_MS = 15_000;

/** A change set the server stored (answered 200). */
export interface Acknowledged {
  id: string;
  revision: number;
  changes: AppChange[];
}

export class HeadlessEditor {
  shared!: SharedDoc;
  /** sent or waiting to be sent, not yet brought back by the stream */
  own: OwnChangeSet[] = [];
  /** change set ids the stream brought */
  readonly seen = new Set<string>();
  readonly acknowledged: Acknowledged[] = [];
  conflicts = 0;
  /** answers other than 200 and 409, with their text */
  readonly failures: string[] = [];
  /** when the last answer came (performance.now()) */
  lastAnswer = 0;
  /** how long each POST took to be answered (ms) */
  readonly answerTimes: number[] = [];
  /** each time the server cut the socket: its code, reason, and how long it had been silent */
  readonly drops: string[] = [];
  private readonly queue: OwnChangeSet[] = [];
  private sending = false;
  private filling = false;
  private ready = false;
  private readonly early: RealtimeServerMessage[] = [];
  /** id → revision, for those waiting until it is applied here */
  private readonly waiters = new Map<string, { revision?: number; done: (at: number) => void }>();
  private readonly idle = new Set<() => void>();

  private ws: WebSocket | undefined;
  private leaving = false;
  private lastMessage = 0;

  private constructor(
    private readonly base: string,
    private readonly token: string,
    readonly app: string,
  ) {}

  /** Connects to the API at `base`, says hello and loads the document; answers once both are in. */
  static async join(base: string, token: string, app: string): Promise<HeadlessEditor> {
    const editor = new HeadlessEditor(base, token, app);
    await editor.connect();
    const { doc, revision } = await editor.load();
    editor.shared = new SharedDoc(doc, revision);
    editor.ready = true;
    for (const message of editor.early.splice(0)) editor.take(message);
    return editor;
  }

  /** Opens the socket and says hello; answers once welcomed. A socket the server cuts is opened again. */
  private async connect(): Promise<void> {
    const ws = new WebSocket(this.base.replace(/^http/, 'ws') + REALTIME_PATH);
    this.ws = ws;
    const welcomed = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no welcome')), WAIT_MS);
      ws.on('message', (data) => {
        this.lastMessage = performance.now();
        const message = JSON.parse(data.toString()) as RealtimeServerMessage;
        if (message.type === 'welcome') {
          clearTimeout(timer);
          resolve();
        } else this.take(message);
      });
      ws.on('close', (code, reason) => {
        clearTimeout(timer);
        reject(new Error(`socket closed ${code} ${reason.toString()}`));
        if (this.leaving) return;
        const silent = Math.round(performance.now() - this.lastMessage);
        this.drops.push(`${code}${reason.length ? ` ${reason.toString()}` : ''} after ${silent} ms without a message`);
        setTimeout(() => void this.rejoin(), 250);
      });
      ws.on('error', () => undefined);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'hello', token: this.token, app: this.app, client: randomUUID() }));
    await welcomed;
  }

  /** Connects again after a cut and catches up over REST with what the stream carried meanwhile. */
  private async rejoin(): Promise<void> {
    for (let attempt = 0; attempt < 20 && !this.leaving; attempt++) {
      try {
        await this.connect();
        if (this.ready) await this.fill(true);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async fetch(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(this.base + path, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** The stored document as JSON text, and its revision. */
  async storedText(): Promise<{ text: string; revision: number }> {
    const res = await this.fetch('GET', `/rest/apps/${this.app}.json`);
    if (res.status !== 200) throw new Error(`GET app: ${res.status}`);
    return { text: await res.text(), revision: Number(res.headers.get('x-revision')) };
  }

  private async load(): Promise<{ doc: App; revision: number }> {
    const { text, revision } = await this.storedText();
    return { doc: JSON.parse(text) as App, revision };
  }

  private take(message: RealtimeServerMessage): void {
    if (!this.ready) {
      if (message.type === 'changes' || message.type === 'reload') this.early.push(message);
      return;
    }
    if (message.type === 'changes') {
      if (message.id !== null) this.seen.add(message.id);
      this.receive([{ revision: message.revision, id: message.id, changes: message.changes }]);
      this.settle(message.id, message.revision);
    } else if (message.type === 'reload') {
      void this.reload();
    }
  }

  private receive(sets: Parameters<SharedDoc['receive']>[0]): void {
    const { confirmed, gap } = this.shared.receive(sets);
    if (confirmed.length) {
      const ids = new Set(confirmed);
      this.own = this.own.filter((set) => !ids.has(set.id));
    }
    if (gap) void this.fill();
  }

  /** Wakes those waiting for `id` (or for any revision now applied). */
  private settle(id: string | null, revision: number): void {
    const at = performance.now();
    if (id !== null) {
      const waiter = this.waiters.get(id);
      if (waiter) waiter.revision = revision;
    }
    for (const [key, waiter] of this.waiters) {
      if (waiter.revision !== undefined && waiter.revision <= this.shared.revision) {
        this.waiters.delete(key);
        waiter.done(at);
      }
    }
    for (const wake of this.idle) wake();
  }

  /** Fetches the revisions missing before some that came. */
  private async fill(always = false): Promise<void> {
    if (this.filling && !always) return;
    this.filling = true;
    try {
      for (let round = 0; round < 50; round++) {
        const res = await this.fetch('GET', `/rest/apps/${this.app}/changes.json?since=${this.shared.revision}`);
        const body = (await res.json()) as
          | { revision: number; reload: true }
          | {
              revision: number;
              more: boolean;
              changes: { revision: number; id: string | null; changes: AppChange[] }[];
            };
        if ('reload' in body) {
          await this.reload();
          return;
        }
        for (const set of body.changes) if (set.id !== null) this.seen.add(set.id);
        this.receive(body.changes);
        this.settle(null, this.shared.revision);
        if (!body.more) return;
      }
    } finally {
      this.filling = false;
    }
  }

  private async reload(): Promise<void> {
    const { doc, revision } = await this.load();
    if (revision > this.shared.revision) this.shared.reset(doc, revision);
    this.settle(null, revision);
  }

  /** Answers the performance.now() at which change set `id` was applied to this copy. */
  applied(id: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`change set ${id} not applied within ${WAIT_MS} ms`)), WAIT_MS);
      this.waiters.set(id, {
        done: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
  }

  /** What this designer sees: the shared copy with their own change sets on top. */
  view(): App {
    return this.shared.view(this.own).doc;
  }

  /** Queues a change set (made on `view()`); it is sent after those before it are answered. */
  submit(changes: AppChange[], id: string = randomUUID()): string {
    const set = { id, changes };
    this.own.push(set);
    this.queue.push(set);
    void this.pump();
    return set.id;
  }

  /** change sets made and not yet sent */
  get waiting(): number {
    return this.queue.length;
  }

  get busy(): boolean {
    return this.sending || this.queue.length > 0;
  }

  private async pump(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      for (let set = this.queue.shift(); set; set = this.queue.shift()) {
        let status = 0;
        let text = '';
        const t0 = performance.now();
        for (let attempt = 0; attempt < 3 && status === 0; attempt++) {
          try {
            const res = await this.fetch('POST', `/rest/apps/${this.app}/update`, { id: set.id, changes: set.changes });
            status = res.status;
            text = await res.text();
          } catch (error) {
            text = String(error); // the same id again lands once
          }
        }
        this.lastAnswer = performance.now();
        this.answerTimes.push(this.lastAnswer - t0);
        if (status === 200) {
          const answer = JSON.parse(text) as { revision: number };
          this.acknowledged.push({ id: set.id, revision: answer.revision, changes: set.changes });
        } else {
          if (status === 409) this.conflicts++;
          else this.failures.push(`${status} ${text.slice(0, 200)}`);
          const id = set.id;
          this.own = this.own.filter((s) => s.id !== id);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** Waits until nothing is left to send and this copy is at `revision` with nothing of its own on top. */
  async quiet(revision: number, timeoutMs: number): Promise<boolean> {
    const end = performance.now() + timeoutMs;
    while (performance.now() < end) {
      if (!this.busy && this.own.length === 0 && this.shared.revision >= revision) return true;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.idle.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 50);
        this.idle.add(wake);
      });
    }
    return false;
  }

  close(): void {
    this.leaving = true;
    this.ws?.close();
  }
}
