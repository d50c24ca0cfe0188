import { describe, expect, it } from 'vitest';
import { resolveScreenWidgets } from '../../appDocument/inheritance';
import { newApp, type App } from '../../model/app';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { pickInherited } from '../hitTest';
import type { CommandDraft } from '../editorCommand';
import { addMasterScreen, masterChoices, unlinkMasterScreen } from './masterScreenCommands';
import { deleteSelection } from './widgetCommands';

/**
 * H (the header) holds "title" and "logo". A inherits H and overrides "title" with "ov" (its own
 * background, the master's box and text). B inherits A; C inherits nothing.
 */
function doc(): App {
  return newApp({
    screens: {
      H: newScreen({ id: 'H', name: 'Header', children: ['title', 'logo'] }),
      A: newScreen({ id: 'A', name: 'A', x: 500, parents: ['H'], children: ['ov', 'own'] }),
      B: newScreen({ id: 'B', name: 'B', x: 1000, parents: ['A'] }),
      C: newScreen({ id: 'C', name: 'C', x: 1500 }),
    },
    widgets: {
      title: newWidget({
        id: 'title',
        type: 'Label',
        x: 20,
        y: 10,
        w: 200,
        h: 30,
        props: { label: 'Hello' },
        style: { color: '#112233' },
        hover: { color: '#ff0000' },
      }),
      logo: newWidget({ id: 'logo', type: 'Image', x: 300, y: 10, w: 40, h: 40 }),
      ov: {
        ...newWidget({
          id: 'ov',
          type: 'Label',
          x: 600,
          y: 300,
          w: 10,
          h: 10,
          props: {},
          style: { background: '#eee' },
        }),
        parentWidget: 'title',
        parentWidgetPos: true,
      },
      own: newWidget({ id: 'own', type: 'Button', x: 520, y: 400, props: { label: 'Go' } }),
    },
  });
}

const bytes = (app: App) => JSON.stringify(app);

/** Runs a command that must change the document; undo must give back the very bytes, redo the same end. */
function runAndUndo(draft: (app: App) => CommandDraft, check: (before: App, after: App) => void) {
  const editor = new Editor(doc());
  const start = editor.doc;
  const result = editor.run(draft(editor.doc));
  expect(result.ok).toBe(true);
  const end = bytes(editor.doc);
  expect(end).not.toBe(bytes(start));
  check(start, editor.doc);
  editor.undo();
  expect(bytes(editor.doc)).toBe(bytes(start));
  editor.redo();
  expect(bytes(editor.doc)).toBe(end);
}

/** What a screen shows: each widget's id, box, text and styles. */
const shown = (app: App, screenId: string) =>
  resolveScreenWidgets(app, screenId).map(({ id, x, y, w, h, props, style, hover }) => ({
    id,
    box: [x, y, w, h],
    label: props?.label,
    style,
    hover,
  }));

describe('master screen commands', () => {
  it('adds a master: the screen shows copies of its widgets', () => {
    runAndUndo(
      (app) => addMasterScreen(app, 'C', 'H'),
      (before, after) => {
        expect(after.screens.C.parents).toEqual(['H']);
        expect(shown(before, 'C')).toEqual([]);
        expect(shown(after, 'C').map((w) => w.id)).toEqual(['logo@C', 'title@C']);
      },
    );
    // a second master joins the list
    runAndUndo(
      (app) => addMasterScreen(app, 'A', 'C'),
      (_, after) => expect(after.screens.A.parents).toEqual(['H', 'C']),
    );
  });

  it('offers as masters only the screens it would accept', () => {
    const app = doc();
    expect(masterChoices(app, 'C').map((s) => s.id)).toEqual(['H', 'A', 'B']);
    // A and B inherit from H (B further up, through A): either as its master would make a loop
    expect(masterChoices(app, 'H').map((s) => s.id)).toEqual(['C']);
    expect(masterChoices(app, 'A').map((s) => s.id)).toEqual(['C']);
  });

  it('refuses itself, an unknown screen, a master twice and a loop, changing nothing', () => {
    const editor = new Editor(doc());
    const start = bytes(editor.doc);
    const refusals: [CommandDraft, string][] = [
      [addMasterScreen(editor.doc, 'C', 'C'), 'master'],
      [addMasterScreen(editor.doc, 'C', 'nope'), 'master'],
      [addMasterScreen(editor.doc, 'nope', 'H'), 'screen'],
      [addMasterScreen(editor.doc, 'A', 'H'), 'master'],
      [addMasterScreen(editor.doc, 'H', 'A'), 'master'],
      [addMasterScreen(editor.doc, 'H', 'B'), 'master'],
      [unlinkMasterScreen(editor.doc, 'C', 'H'), 'master'],
      [unlinkMasterScreen(editor.doc, 'nope', 'H'), 'master'],
    ];
    for (const [draft, field] of refusals) {
      expect(draft.edits).toEqual([]);
      expect(editor.run(draft)).toMatchObject({ ok: false, field });
    }
    expect(bytes(editor.doc)).toBe(start);
    expect(editor.canUndo).toBe(false);
  });

  it('unlinks a master: its copies go, an overriding widget keeps what it showed', () => {
    runAndUndo(
      (app) => unlinkMasterScreen(app, 'A', 'H'),
      (before, after) => {
        expect(after.screens.A.parents).toBeUndefined();
        expect(after.widgets.ov.parentWidget).toBeUndefined();
        expect(after.widgets.ov.parentWidgetPos).toBeUndefined();
        // the override looks as it did: the master's box and text, its own background over the master's colours
        const ov = (app: App) => shown(app, 'A').find((w) => w.id === 'ov');
        expect(ov(after)).toEqual(ov(before));
        expect(ov(after)).toMatchObject({
          box: [520, 10, 200, 30],
          label: 'Hello',
          style: { background: '#eee', color: '#112233' },
          hover: { color: '#ff0000' },
        });
        expect(shown(after, 'A').map((w) => w.id)).toEqual(['ov', 'own']);
        // the master is untouched
        expect(after.widgets.title).toBe(before.widgets.title);
      },
    );
  });

  it('deleting a master takes it from its children in the same command; undo gives both back', () => {
    runAndUndo(
      (app) => deleteSelection(app, ['H']),
      (before, after) => {
        expect(after.screens.H).toBeUndefined();
        expect(after.screens.A.parents).toEqual([]);
        expect(after.widgets.ov.parentWidget).toBeUndefined();
        const ov = (app: App) => shown(app, 'A').find((w) => w.id === 'ov');
        expect(ov(after)).toEqual(ov(before));
        // B still inherits A, which now shows only its own widgets
        expect(shown(after, 'B').map((w) => w.id)).toEqual(['ov@B', 'own@B']);
      },
    );
  });

  it('picks an inherited copy where no own widget lies, naming its master widget and screen', () => {
    const app = doc();
    expect(pickInherited(app, { x: 810, y: 20 })).toEqual({ id: 'logo@A', widget: 'logo', master: 'H' });
    expect(pickInherited(app, { x: 1105, y: 305 })).toEqual({ id: 'ov@B', widget: 'ov', master: 'A' });
    // an own widget (here the override), a screen without masters, empty canvas: none
    expect(pickInherited(app, { x: 530, y: 20 })).toBeUndefined();
    expect(pickInherited(app, { x: 310, y: 20 })).toBeUndefined();
    expect(pickInherited(app, { x: 810, y: 200 })).toBeUndefined();
    expect(pickInherited(app, { x: 5000, y: 20 })).toBeUndefined();
  });
});
