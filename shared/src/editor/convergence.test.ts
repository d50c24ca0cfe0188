// Several designers on one prototype, simulated: each runs random commands of every family against
// one simulated server, the way the workbench does (an Editor, a Saver, a SharedDoc fed by the
// server's stream), with random delays, messages overtaking each other, connections dropping and
// coming back. Once everything has arrived, every designer's document is the server's to the
// byte; and a designer who undoes all their steps takes back their own work only.
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../appDocument/applyChanges';
import type { App } from '../model/app';
import type { AppChangeParent } from '../model/appChange';
import { bytes } from '../../../test/support/editorUndo';
import { sampleApp } from '../../../test/support/editorSample';
import { random, randomCommand, type Random } from '../../../test/support/randomCommands';
import { Editor } from './editor';
import { Saver, type SaveOp } from './saver';
import { SharedDoc, type StoredChangeSet } from './sharedDoc';

/** Virtual time: tasks run in the order of their time, each followed by the promises it settled. */
class Clock {
  now = 0;
  private seq = 0;
  private tasks: { at: number; seq: number; run: () => void }[] = [];

  schedule(delay: number, run: () => void): void {
    this.tasks.push({ at: this.now + Math.max(0, delay), seq: this.seq++, run });
  }

  wait = (ms: number) => new Promise<void>((resolve) => this.schedule(ms, resolve));

  async runUntilIdle(): Promise<void> {
    for (let steps = 0; this.tasks.length > 0; steps++) {
      if (steps > 2_000_000) throw new Error('the simulation does not settle');
      let first = 0;
      for (let i = 1; i < this.tasks.length; i++) {
        const a = this.tasks[i]!;
        const b = this.tasks[first]!;
        if (a.at < b.at || (a.at === b.at && a.seq < b.seq)) first = i;
      }
      const [task] = this.tasks.splice(first, 1);
      this.now = task!.at;
      task!.run();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

const conflict = (status: number, message: string, field: string) =>
  Object.assign(new Error(message), { status, body: { error: { message, field } } });

class Server {
  revision = 0;
  readonly log: StoredChangeSet[] = [];
  private readonly answers = new Map<string, { revision: number }>();
  /** who last wrote each property: "widgets/w1/x" → client */
  readonly lastWriter = new Map<string, number>();
  /** every value each client wrote to each property: "0 widgets/w1/x" → values as JSON */
  readonly written = new Map<string, Set<string>>();
  readonly clients: Client[] = [];

  constructor(public doc: App) {}

  store(author: number, op: Extract<SaveOp, { kind: 'changes' }>): { revision: number } {
    const earlier = this.answers.get(op.id);
    if (earlier) return earlier;
    const result = applyChanges(this.doc, op.changes);
    if (!result.ok) throw conflict(result.kind === 'conflict' ? 409 : 400, result.message, result.field);
    const old = this.doc as unknown as Record<string, Record<string, Record<string, unknown>> | undefined>;
    const now = result.app as unknown as Record<string, Record<string, Record<string, unknown>> | undefined>;
    this.doc = result.app;
    const entry = { revision: ++this.revision, id: op.id, changes: result.applied };
    this.log.push(entry);
    this.answers.set(op.id, { revision: entry.revision });
    // who changed a property last (writing the value it already had changes nothing)
    for (const change of result.applied) {
      const keys = change.type === 'update' ? [...Object.keys(change.props), ...(change.unset ?? [])] : [];
      for (const key of keys) {
        const was = JSON.stringify(old[change.parent]?.[change.id]?.[key]);
        const value = JSON.stringify(now[change.parent]?.[change.id]?.[key]);
        const at = `${change.parent}/${change.id}/${key}`;
        const mine = this.written.get(`${author} ${at}`) ?? new Set<string>();
        this.written.set(`${author} ${at}`, mine.add(value));
        if (was !== value) this.lastWriter.set(at, author);
      }
    }
    for (const client of this.clients) client.deliver(entry);
    return { revision: entry.revision };
  }

  since(revision: number): StoredChangeSet[] {
    return this.log.slice(revision);
  }
}

class Client {
  readonly editor: Editor;
  readonly saver: Saver;
  readonly shared: SharedDoc;
  online = true;
  /** records this designer's own commands added */
  readonly created = new Set<string>();
  reloads = 0;

  constructor(
    readonly n: number,
    private readonly server: Server,
    private readonly clock: Clock,
    private readonly r: Random,
  ) {
    this.shared = new SharedDoc(server.doc, server.revision);
    this.editor = new Editor(server.doc);
    const latency = () => 5 + r.int(60);
    this.saver = new Saver(
      {
        send: async (op) => {
          await clock.wait(latency());
          if (!this.online) throw new TypeError('Failed to fetch');
          const answer = op.kind === 'changes' ? server.store(n, op) : undefined;
          await clock.wait(latency());
          // the answer is lost when the connection drops on its way back; the change set is sent again
          if (!this.online) throw new TypeError('Failed to fetch');
          return answer;
        },
      },
      { load: () => [], save: () => undefined },
      {
        batchMs: 30,
        retryMs: 50,
        maxRetryMs: 400,
        wait: clock.wait,
        onRefused: () => this.reload(),
        // the view showed a change the server refused: it goes from the view
        // the server refused a step (its record deleted meanwhile): it never happened
        onConflict: (_, op) => {
          if (op.kind === 'changes' && op.step) this.editor.forget(op.step);
          this.refresh();
        },
      },
    );
    this.editor.onCommit((commit) => {
      this.saver.add(commit);
      if (commit.kind === 'do' || commit.kind === 'merged') {
        for (const edit of commit.command.edits) if (edit.op === 'add') this.created.add(`${edit.parent}/${edit.id}`);
      }
    });
  }

  /** The server stored a change set: it reaches this designer after a while, in no set order. */
  deliver(entry: StoredChangeSet): void {
    if (!this.online) return;
    this.clock.schedule(1 + this.r.int(120), () => {
      if (this.online) this.receive([entry]);
    });
  }

  private receive(sets: StoredChangeSet[]): void {
    const received = this.shared.receive(sets);
    for (const id of received.confirmed) this.saver.seen(id);
    // a message that overtook others waits for them; a gap that stays is filled from the log
    if (received.gap) this.clock.schedule(200, () => this.online && this.catchUp());
    this.refresh();
  }

  private refresh(): void {
    this.editor.applyRemote(this.shared.view(this.saver.ownChangeSets()).doc);
  }

  catchUp(): void {
    this.receive(this.server.since(this.shared.revision));
  }

  /** A change set refused as invalid: the workbench loads the document again. */
  private reload(): void {
    this.reloads++;
    this.saver.reset();
    this.shared.reset(this.server.doc, this.server.revision);
    this.editor.replaceDoc(this.server.doc);
  }

  act(): void {
    this.editor.run(randomCommand(this.editor.doc, this.r));
    if (this.r.next() < 0.1) this.editor.seal();
  }

  goOffline(): void {
    this.online = false;
  }

  comeBack(): void {
    this.online = true;
    this.catchUp();
    this.saver.retryNow();
  }
}

/** Runs `clients` designers of `steps` commands each; answers the server and the clients, settled. */
async function session(seed: number, clients: number, steps: number) {
  const r = random(seed);
  const clock = new Clock();
  const server = new Server(sampleApp());
  for (let n = 0; n < clients; n++) server.clients.push(new Client(n, server, clock, random(seed * 100 + n)));
  for (const client of server.clients) {
    let left = steps;
    const next = () => {
      if (left-- <= 0) return;
      if (client.online && r.next() < 0.03) {
        client.goOffline();
        clock.schedule(200 + r.int(1500), () => client.comeBack());
      }
      client.act();
      clock.schedule(5 + r.int(80), next);
    };
    clock.schedule(r.int(50), next);
  }
  await clock.runUntilIdle();
  for (const client of server.clients) if (!client.online) client.comeBack();
  await clock.runUntilIdle();
  return { server, clock };
}

const recordKey = (parent: AppChangeParent, id: string) => `${parent}/${id}`;

/** Where two documents first differ ("widgets/w1": its text on each side), or undefined when they are the same bytes. */
function difference(a: App, b: App): string | undefined {
  if (bytes(a) === bytes(b)) return undefined;
  const maps = a as unknown as Record<string, unknown>;
  const other = b as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(maps), ...Object.keys(other)])) {
    const x = maps[key] as Record<string, unknown> | undefined;
    const y = other[key] as Record<string, unknown> | undefined;
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || !x || !y)
      return `${key}: ${JSON.stringify(x)} / ${JSON.stringify(y)}`;
    const ids = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const id of ids) {
      if (JSON.stringify(x[id]) !== JSON.stringify(y[id]))
        return `${key}/${id}: ${JSON.stringify(x[id])} / ${JSON.stringify(y[id])}`;
    }
    return `${key}: the order of records`;
  }
  return 'key order';
}

describe('co-editors converge', () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: 5 designers × 300 random commands end with the server's document, byte for byte, and each undoes only their own work`, async () => {
      const { server, clock } = await session(seed, 5, 300);
      expect(server.revision).toBeGreaterThan(300);
      for (const client of server.clients) {
        expect(client.shared.revision).toBe(server.revision);
        expect(difference(client.shared.doc, server.doc), `client ${client.n}'s copy`).toBeUndefined();
        expect(difference(client.editor.doc, server.doc), `client ${client.n}'s view`).toBeUndefined();
      }
      // few enough reloads that the undo check below means something
      expect(server.clients.filter((c) => c.reloads === 0).length).toBeGreaterThan(2);

      const undoer = server.clients.find((c) => c.reloads === 0)!;
      const old = server.doc as unknown as Record<string, Record<string, Record<string, unknown>>>;
      const othersWrote = [...server.lastWriter].filter(([, who]) => who !== undoer.n).map(([key]) => key);
      while (undoer.editor.canUndo) expect(undoer.editor.undo()?.ok).toBe(true);
      await clock.runUntilIdle();
      for (const client of server.clients) {
        expect(difference(client.editor.doc, server.doc), `client ${client.n}'s view`).toBeUndefined();
      }

      const after = server.doc as unknown as Record<string, Record<string, Record<string, unknown>>>;
      // nothing this designer made is left, but for records others built on meanwhile: changed,
      // or (a screen) holding their widgets
      const builtOn = (parent: string, id: string) =>
        othersWrote.some((key) => key.startsWith(`${parent}/${id}/`)) ||
        (parent === 'screens' &&
          ((old.screens?.[id]?.children as string[] | undefined) ?? []).some(
            (w) => !undoer.created.has(`widgets/${w}`),
          ));
      let gone = 0;
      for (const key of undoer.created) {
        const [parent, id] = key.split('/') as [AppChangeParent, string];
        if ((parent === 'widgets' || parent === 'screens' || parent === 'lines') && !builtOn(parent, id)) {
          expect(after[parent]?.[id], `${key} made by the undoer`).toBeUndefined();
          gone++;
        }
      }
      expect(gone).toBeGreaterThan(20);
      // a property someone else wrote last keeps their value (id lists merge, so they are left out)
      let kept = 0;
      for (const key of othersWrote) {
        const [parent, id, prop] = key.split('/') as [AppChangeParent, string, string];
        if (['children', 'parents', 'groups'].includes(prop) || !after[parent]?.[id] || !old[parent]?.[id]) continue;
        if (undoer.created.has(recordKey(parent, id))) continue;
        // a value the undoer wrote too: the undo cannot tell whose it is (A, B, A) and takes it back
        if (server.written.get(`${undoer.n} ${key}`)?.has(JSON.stringify(old[parent]![id]![prop]))) continue;
        expect(JSON.stringify(after[parent]![id]![prop]), key).toBe(JSON.stringify(old[parent]![id]![prop]));
        kept++;
      }
      expect(kept).toBeGreaterThan(50);
    }, 240_000);
  }
});
