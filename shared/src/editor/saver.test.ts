import { describe, expect, it, vi } from 'vitest';
import { newApp, type App } from '../model/app';
import { newScreen, type Screen } from '../model/screen';
import { applyChanges } from '../appDocument/applyChanges';
import { Editor } from './editor';
import { addWidget, moveWidgets, setWidgetProps } from './commands/widgetCommands';
import { Saver, withWaitingChanges, type SaveOp, type SaveStore } from './saver';
import { CLIPBOARD_KIND, pasteInto, type Clipboard } from './commands/clipboardCommands';
import { newWidget, type Widget } from '../model/widget';
import { MAX_APP_CHANGES } from '../model/appChange';

const start = () => newApp({ id: 'app', screens: { s: newScreen({ id: 's' }) } });

class MemoryStore implements SaveStore {
  ops: SaveOp[] = [];
  load = () => this.ops;
  save = (ops: readonly SaveOp[]) => void (this.ops = [...ops]);
}

/** A server holding a document and a command stack; it can be taken offline or made to refuse. */
class FakeServer {
  doc: App = start();
  stack: string[] = [];
  pos = 0;
  sent: SaveOp[] = [];
  offline = false;
  /** the status a change set is refused with, if any */
  refuse: 400 | 409 | undefined;
  async send(op: SaveOp) {
    await Promise.resolve();
    if (this.offline) throw new TypeError('Failed to fetch');
    if (this.refuse && op.kind === 'changes')
      throw Object.assign(new Error('refused'), {
        status: this.refuse,
        body: { error: { message: 'gone', field: 'changes.0.id' } },
      });
    this.sent.push(op);
    if (op.kind === 'changes') {
      const result = applyChanges(this.doc, op.changes);
      if (!result.ok) throw Object.assign(new Error(result.message), { status: 400 });
      this.doc = result.app;
      return { revision: this.sent.filter((sent) => sent.kind === 'changes').length };
    } else if (op.kind === 'push') {
      if (this.stack[this.pos - 1] === op.command.id) this.pos--;
      this.stack = [...this.stack.slice(0, this.pos), op.command.id];
      this.pos = this.stack.length;
    } else {
      this.pos += op.kind === 'undo' ? -1 : 1;
    }
  }
}

// a real pause, short: a retry loop must let the test go on between attempts
const noWait = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** Pastes the screens with their widgets, saves, and checks it went in several parts, each within the server's limit and none refused. */
async function pasteInParts(
  { server, saver, editor, refused }: Pick<ReturnType<typeof setup>, 'server' | 'saver' | 'editor' | 'refused'>,
  screens: Screen[],
  widgets: Widget[],
): Promise<void> {
  const clip: Clipboard = {
    kind: CLIPBOARD_KIND,
    screens,
    widgets,
    loose: [],
    lines: [],
    templates: [],
    designtokens: [],
  };
  editor.run(pasteInto(editor.doc, clip, { type: 'paste' }));
  await saver.flush();
  expect(refused).toEqual([]);
  const parts = server.sent.filter((op) => op.kind === 'changes');
  expect(parts.length).toBeGreaterThan(1);
  for (const part of parts) expect(part.changes.length).toBeLessThanOrEqual(MAX_APP_CHANGES);
}

function setup(server = new FakeServer(), store = new MemoryStore()) {
  const refused: unknown[] = [];
  const conflicts: SaveOp[] = [];
  const saver = new Saver(server, store, {
    batchMs: 1_000_000,
    wait: noWait,
    onRefused: (e) => refused.push(e),
    onConflict: (_, op) => conflicts.push(op),
  });
  const editor = new Editor(start());
  editor.onCommit((commit) => saver.add(commit));
  return { server, store, saver, editor, refused, conflicts };
}

describe('Saver', () => {
  it('saves commits in order, one change set per history step, and the undo stack with them', async () => {
    const { server, saver, editor } = setup();
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    const [id] = editor.selection;
    editor.run(moveWidgets(editor.doc, [id], 5, 5));
    // a drag: one step however many moves it makes
    editor.run({ ...moveWidgets(editor.doc, [id], 1, 0), merge: 'drag' });
    editor.run({ ...moveWidgets(editor.doc, [id], 1, 0), merge: 'drag' });
    expect(saver.status).toEqual({ state: 'saving', waiting: 6 });
    await saver.flush();
    expect(saver.status).toEqual({ state: 'saved' });
    expect(server.doc).toEqual(editor.doc);
    expect(server.sent.map((op) => op.kind)).toEqual(['changes', 'changes', 'changes', 'push', 'push', 'push']);
    editor.undo();
    await saver.flush();
    expect(server.doc.widgets[id]).toMatchObject({ x: 15, y: 15 });
    expect(server.pos).toBe(2);
  });

  it('saves a paste larger than the server takes at once in parts that each hold whole screens', async () => {
    const { server, saver, editor, refused } = setup();
    // 60 screens of 30 widgets: about 1,900 changes, more than one change set may hold
    const screens = Array.from({ length: 60 }, (_, i) =>
      newScreen({ id: `p${i}`, x: i * 400, children: Array.from({ length: 30 }, (_, j) => `p${i}w${j}`) }),
    );
    const widgets = screens.flatMap((screen) =>
      screen.children.map((id, j) => newWidget({ id, type: 'Label', x: screen.x + 10, y: j * 20 })),
    );
    await pasteInParts({ server, saver, editor, refused }, screens, widgets);
    expect(server.doc).toEqual(editor.doc);
  });

  it('saves a paste of one screen holding more widgets than the server takes at once', async () => {
    const { server, saver, editor, refused } = setup();
    // an imported page of 1,500 elements: one screen, more widgets than one change set may hold
    const screen = newScreen({ id: 'big', x: 400, children: Array.from({ length: 1500 }, (_, j) => `bw${j}`) });
    const widgets = screen.children.map((id, j) => newWidget({ id, type: 'Label', x: 410, y: j * 20 }));
    await pasteInParts({ server, saver, editor, refused }, [screen], widgets);
    // the same screen, its widgets in their order
    expect(server.doc).toEqual(editor.doc);
    editor.undo();
    await saver.flush();
    expect(server.doc).toEqual(editor.doc);
  });

  it('a label typed letter by letter is one history step on the server', async () => {
    const { server, saver, editor } = setup();
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    const [id] = editor.selection;
    await saver.flush();
    for (const label of ['H', 'Hi', 'Hi!']) {
      editor.run(setWidgetProps(editor.doc, [id], { label }, `label:${id}`));
      await saver.flush();
    }
    expect(server.stack).toHaveLength(2);
    expect(server.doc.widgets[id].props?.label).toBe('Hi!');
  });

  it('keeps trying while offline, shows it, and saves everything once back', async () => {
    const { server, saver, editor } = setup();
    server.offline = true;
    const statuses: string[] = [];
    saver.subscribe(() => statuses.push(saver.status.state));
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    const flushing = saver.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(saver.status).toMatchObject({ state: 'offline', waiting: 2 });
    editor.run(addWidget(editor.doc, 's', 'Label', { x: 10, y: 60 }));
    server.offline = false;
    await flushing;
    await saver.flush();
    expect(statuses).toContain('offline');
    expect(saver.status).toEqual({ state: 'saved' });
    expect(server.doc).toEqual(editor.doc);
    expect(server.sent.filter((op) => op.kind === 'push')).toHaveLength(2);
  });

  it('sends at once when the connection comes back, not when the back-off ends', async () => {
    const server = new FakeServer();
    server.offline = true;
    // a back-off that would outlast the test: only the connection coming back ends it
    const saver = new Saver(server, new MemoryStore(), { wait: () => new Promise<void>(() => undefined) });
    const editor = new Editor(start());
    editor.onCommit((commit) => saver.add(commit));
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    const flushing = saver.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(saver.status).toMatchObject({ state: 'offline' });
    server.offline = false;
    saver.retryNow();
    await flushing;
    expect(saver.status).toEqual({ state: 'saved' });
    expect(server.doc).toEqual(editor.doc);
  });

  it('what a closed tab had not saved is sent by the next page, on the document it left', async () => {
    const first = setup();
    first.server.offline = true;
    first.editor.run(addWidget(first.editor.doc, 's', 'Button', { x: 10, y: 10 }));
    const left = first.editor.doc;
    void first.saver.flush();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(first.store.ops.length).toBe(2);

    // the next page: the server's document still lacks the widget, the store has it
    const server = new FakeServer();
    const store = new MemoryStore();
    store.ops = first.store.ops;
    first.server.offline = false;
    expect(withWaitingChanges(server.doc, store.ops)).toEqual(left);
    const next = new Saver(server, store, { wait: noWait });
    await next.flush();
    expect(server.doc).toEqual(left);
    expect(store.ops).toEqual([]);
  });

  it('a refused change set stops the queue and asks for the server document', async () => {
    const { server, saver, editor, refused, store } = setup();
    server.refuse = 400;
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    await saver.flush();
    expect(saver.status).toEqual({ state: 'refused', message: 'gone', field: 'changes.0.id' });
    expect(refused).toHaveLength(1);
    expect(store.ops).toEqual([]);
    editor.run(addWidget(editor.doc, 's', 'Label', { x: 10, y: 10 }));
    expect(store.ops).toEqual([]);
    saver.reset();
    expect(saver.status).toEqual({ state: 'saved' });
  });

  it('a change set refused as a conflict (its record deleted by someone else) costs only that change set', async () => {
    const { server, saver, editor, refused, conflicts } = setup();
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    server.refuse = 409;
    await saver.flush();
    server.refuse = undefined;
    editor.run(addWidget(editor.doc, 's', 'Label', { x: 50, y: 10 }));
    await saver.flush();
    expect(refused).toEqual([]);
    expect(conflicts.map((op) => op.kind)).toEqual(['changes']);
    expect(saver.status).toEqual({ state: 'saved' });
    expect(server.sent.filter((op) => op.kind === 'changes')).toHaveLength(1);
  });

  it('sends a change set again with its id, never joined with later ones, and keeps stored ones until seen', async () => {
    const { server, saver, editor } = setup();
    server.offline = true;
    editor.run(addWidget(editor.doc, 's', 'Button', { x: 10, y: 10 }));
    const flushing = saver.flush();
    await vi.waitFor(() => expect(saver.status.state).toBe('offline'));
    const [tried] = saver.ownChangeSets();
    editor.run(addWidget(editor.doc, 's', 'Label', { x: 50, y: 10 }));
    server.offline = false;
    saver.retryNow();
    await flushing;
    await saver.flush();
    const sent = server.sent.filter((op) => op.kind === 'changes');
    expect(sent.map((op) => op.id)).toEqual([tried!.id, expect.any(String)]);
    expect(sent[1]!.id).not.toBe(tried!.id);
    expect(saver.ownChangeSets().map((set) => set.id)).toEqual(sent.map((op) => op.id));
    saver.seen(tried!.id);
    expect(saver.ownChangeSets().map((set) => set.id)).toEqual([sent[1]!.id]);
  });
});
