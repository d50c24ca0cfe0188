// Undo and redo with co-editors: each designer takes back their own step as far as the document
// still allows, and hears what could not be taken back.
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../appDocument/applyChanges';
import type { AppChange } from '../model/appChange';
import type { App } from '../model/app';
import { sampleApp } from '../../../test/support/editorSample';
import { Editor } from './editor';
import type { CommandDraft } from './editorCommand';
import { addWidget, deleteSelection, moveWidgets, updateRecords } from './commands/widgetCommands';

function run(editor: Editor, draft: CommandDraft) {
  const result = editor.run(draft);
  if (!result.ok) throw new Error(`${draft.type} refused: ${result.field} ${result.message}`);
}

/** Another designer's change set, as it reaches this editor. */
function remote(editor: Editor, changes: AppChange[]): void {
  const result = applyChanges(editor.doc, changes);
  if (!result.ok) throw new Error(result.message);
  editor.applyRemote(result.app);
}

const at = (doc: App, id: string) => ({ x: doc.widgets[id]!.x, y: doc.widgets[id]!.y });

describe('undo with co-editors', () => {
  it('takes back my move but leaves the property another designer changed since', () => {
    const editor = new Editor(sampleApp());
    run(editor, moveWidgets(editor.doc, ['button'], 10, 5));
    remote(editor, [{ type: 'update', parent: 'widgets', id: 'button', props: { x: 99 }, before: { x: 30 } }]);
    const result = editor.undo();
    expect(at(editor.doc, 'button')).toEqual({ x: 99, y: 20 });
    expect(result).toMatchObject({
      ok: true,
      skipped: [{ parent: 'widgets', id: 'button', key: 'x', reason: 'changed' }],
    });
  });

  it('undoes only my own steps, never the other designer’s', () => {
    const editor = new Editor(sampleApp());
    run(editor, updateRecords(editor.doc, 'widgets', ['label'], { name: 'Mine' }));
    remote(editor, [{ type: 'update', parent: 'widgets', id: 'box', props: { name: 'Theirs' }, before: {} }]);
    editor.undo();
    expect(editor.doc.widgets.label!.name).not.toBe('Mine');
    expect(editor.doc.widgets.box!.name).toBe('Theirs');
    expect(editor.canUndo).toBe(false);
  });

  it('takes back my new widget from the screen but keeps the one another designer added beside it', () => {
    const editor = new Editor(sampleApp());
    run(editor, addWidget(editor.doc, 'home', 'Button', { x: 40, y: 200 }));
    const [mine] = editor.selection;
    const children = editor.doc.screens.home!.children;
    remote(editor, [
      { type: 'add', parent: 'widgets', id: 'theirs', object: { type: 'Label', x: 0, y: 300, w: 50, h: 20 } },
      {
        type: 'update',
        parent: 'screens',
        id: 'home',
        props: { children: [...children, 'theirs'] },
        before: { children },
      },
    ]);
    const result = editor.undo();
    expect(result).toMatchObject({ ok: true });
    expect(editor.doc.widgets[mine!]).toBeUndefined();
    expect(editor.doc.screens.home!.children).toEqual(['button', 'label', 'theirs']);
  });

  it('takes back my new widget with the line another designer drew from it', () => {
    const editor = new Editor(sampleApp());
    run(editor, addWidget(editor.doc, 'home', 'Button', { x: 40, y: 200 }));
    const [mine] = editor.selection;
    remote(editor, [
      { type: 'add', parent: 'lines', id: 'theirLine', object: { from: mine, to: 'next', event: 'click' } },
    ]);
    editor.undo();
    expect(editor.doc.widgets[mine!]).toBeUndefined();
    expect(editor.doc.lines.theirLine).toBeUndefined();
    expect(editor.doc.lines.l1).toBeDefined();
  });

  it('does not bring back a widget onto a screen another designer deleted, and says so', () => {
    const editor = new Editor(sampleApp());
    run(editor, deleteSelection(editor.doc, ['box']));
    remote(editor, [{ type: 'delete', parent: 'screens', id: 'next' }]);
    const result = editor.undo();
    expect(result).toMatchObject({ ok: true });
    expect(result && result.ok && result.skipped?.length).toBeGreaterThan(0);
    expect(editor.doc.widgets.box).toBeUndefined();
    expect(editor.doc.screens.next).toBeUndefined();
  });

  it('undoes exactly as before when nobody else edited', () => {
    const editor = new Editor(sampleApp());
    const start = JSON.stringify(editor.doc);
    run(editor, deleteSelection(editor.doc, ['button']));
    expect(editor.undo()).toEqual({ ok: true, command: expect.anything() });
    expect(JSON.stringify(editor.doc)).toBe(start);
  });
});
