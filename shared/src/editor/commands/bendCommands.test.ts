import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../../model/app';
import { newLine } from '../../model/line';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { linkArrow } from '../linkGeometry';
import { addBendPoint, moveBendPoint, removeBendPoint, straightenLine } from './bendCommands';

/** A button on screen A (0,0 100×200) links to screen B (400,0 100×200); `bent` already has a legacy bend point. */
function doc(): App {
  return newApp({
    screens: {
      A: newScreen({ id: 'A', x: 0, y: 0, w: 100, h: 200, children: ['b'] }),
      B: newScreen({ id: 'B', x: 400, y: 0, w: 100, h: 200 }),
    },
    widgets: { b: newWidget({ id: 'b', type: 'Button', x: 10, y: 90, w: 80, h: 20 }) },
    lines: {
      l: newLine({ id: 'l', from: 'b', to: 'B' }),
      bent: newLine({ id: 'bent', from: 'A', to: 'B', points: [{ x: 250, y: 300, w: 2, h: 2, legacy: { keep: 1 } }] }),
    },
  });
}

const bytes = (app: App) => JSON.stringify(app);

/** Runs the command on the editor's document; undo must give the document back byte for byte, redo the result. */
function runAndUndo(editor: Editor, make: (app: App) => Parameters<Editor['run']>[0]) {
  const before = bytes(editor.doc);
  expect(editor.run(make(editor.doc)).ok).toBe(true);
  const after = bytes(editor.doc);
  expect(after).not.toBe(before);
  editor.undo();
  expect(bytes(editor.doc)).toBe(before);
  editor.redo();
  expect(bytes(editor.doc)).toBe(after);
}

describe('bend point commands', () => {
  it('adds bend points in Quant-UX shape, each in the segment nearest to it', () => {
    const editor = new Editor(doc());
    runAndUndo(editor, (app) => addBendPoint(app, 'l', { x: 250.4, y: 300 }));
    expect(editor.doc.lines.l.points).toEqual([{ x: 250, y: 300, w: 2, h: 2 }]);
    // after the bend, on the way down to B: it goes second
    runAndUndo(editor, (app) => addBendPoint(app, 'l', { x: 330, y: 200 }));
    // before the bend, on the way from the button: it goes first
    runAndUndo(editor, (app) => addBendPoint(app, 'l', { x: 170, y: 200 }));
    expect(editor.doc.lines.l.points!.map((p) => (p as { x: number }).x)).toEqual([170, 250, 330]);
    expect(linkArrow(editor.doc, editor.doc.lines.l)!.points.slice(2, 8)).toEqual([170, 200, 250, 300, 330, 200]);
  });

  it("moves a bend point keeping the entry's other keys; a drag with one merge key is one undo step", () => {
    const editor = new Editor(doc());
    const start = bytes(editor.doc);
    for (const x of [260, 270, 280]) editor.run(moveBendPoint(editor.doc, 'bent', 0, { x, y: 320 }, 'drag-1'));
    expect(editor.doc.lines.bent.points).toEqual([{ x: 280, y: 320, w: 2, h: 2, legacy: { keep: 1 } }]);
    editor.undo();
    expect(bytes(editor.doc)).toBe(start);
    runAndUndo(editor, (app) => moveBendPoint(app, 'bent', 0, { x: 10, y: -5 }));
  });

  it('pulling a bend point out of a segment and dragging it on is one undo step', () => {
    const editor = new Editor(doc());
    const start = bytes(editor.doc);
    editor.run(addBendPoint(editor.doc, 'bent', { x: 325, y: 200 }, 'pull'));
    editor.run(moveBendPoint(editor.doc, 'bent', 1, { x: 340, y: 260 }, 'pull'));
    expect(editor.doc.lines.bent.points).toEqual([
      { x: 250, y: 300, w: 2, h: 2, legacy: { keep: 1 } },
      { x: 340, y: 260, w: 2, h: 2 },
    ]);
    editor.undo();
    expect(bytes(editor.doc)).toBe(start);
  });

  it('removes one bend point, or straightens the line', () => {
    const editor = new Editor(doc());
    editor.run(addBendPoint(editor.doc, 'bent', { x: 325, y: 200 }));
    runAndUndo(editor, (app) => removeBendPoint(app, 'bent', 0));
    expect(editor.doc.lines.bent.points).toEqual([{ x: 325, y: 200, w: 2, h: 2 }]);
    runAndUndo(editor, (app) => straightenLine(app, 'bent'));
    expect(editor.doc.lines.bent.points).toEqual([]);
    // a straight line stays as it is
    expect(straightenLine(editor.doc, 'l').edits).toEqual([]);
  });

  it('refuses an unknown line, an index out of range and numbers that are none, and changes nothing', () => {
    const editor = new Editor(doc());
    const start = bytes(editor.doc);
    const refused = [
      [addBendPoint(editor.doc, 'gone', { x: 1, y: 1 }), 'line'],
      [addBendPoint(editor.doc, 'l', { x: NaN, y: 1 }), 'x'],
      [addBendPoint(editor.doc, 'l', { x: 1, y: Infinity }), 'y'],
      [moveBendPoint(editor.doc, 'l', 0, { x: 1, y: 1 }), 'index'],
      [moveBendPoint(editor.doc, 'bent', 1, { x: 1, y: 1 }), 'index'],
      [moveBendPoint(editor.doc, 'bent', 0.5, { x: 1, y: 1 }), 'index'],
      [moveBendPoint(editor.doc, 'bent', 0, { x: 1, y: NaN }), 'y'],
      [removeBendPoint(editor.doc, 'bent', -1), 'index'],
      [removeBendPoint(editor.doc, 'gone', 0), 'line'],
      [straightenLine(editor.doc, 'gone'), 'line'],
    ] as const;
    for (const [draft, field] of refused) {
      expect(draft.edits).toEqual([]);
      const result = editor.run(draft);
      expect(result.ok, field).toBe(false);
      if (!result.ok) expect(result.field).toBe(field);
    }
    expect(bytes(editor.doc)).toBe(start);
    expect(editor.canUndo).toBe(false);
  });
});
