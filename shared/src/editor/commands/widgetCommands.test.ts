import { describe, expect, it } from 'vitest';
import { unionBox } from '../../appDocument/box';
import { newApp, type App } from '../../model/app';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { scaleWidgets } from './widgetCommands';

/** A group's members side by side: a at (10, 10) 20×10, b at (30, 20) 20×10, touching a's right edge. */
function doc(): App {
  return newApp({
    screens: { S: newScreen({ id: 'S', children: ['a', 'b', 'c'] }) },
    widgets: {
      a: newWidget({ id: 'a', type: 'Box', x: 10, y: 10, w: 20, h: 10 }),
      b: newWidget({ id: 'b', type: 'Box', x: 30, y: 20, w: 20, h: 10 }),
      c: newWidget({ id: 'c', type: 'Box', x: 200, y: 200, w: 5, h: 5 }),
    },
  });
}

const bytes = (app: App) => JSON.stringify(app);

describe('scaleWidgets', () => {
  it('scales members with the box around them, in one step that undoes exactly', () => {
    const editor = new Editor(doc());
    const start = bytes(editor.doc);
    const from = unionBox([editor.doc.widgets.a, editor.doc.widgets.b])!;
    // twice as wide, three times as high, its corner moved
    const to = { x: 100, y: 50, w: from.w * 2, h: from.h * 3 };
    expect(editor.run(scaleWidgets(editor.doc, ['a', 'b'], to)).ok).toBe(true);
    const { a, b, c } = editor.doc.widgets;
    expect([a.x, a.y, a.w, a.h]).toEqual([to.x, to.y, 20 * 2, 10 * 3]);
    expect([b.x, b.y, b.w, b.h]).toEqual([to.x + 20 * 2, to.y + 10 * 3, 20 * 2, 10 * 3]);
    expect(unionBox([a, b])).toEqual(to);
    // another widget stays put
    expect(c).toEqual(doc().widgets.c);
    expect(editor.canUndo).toBe(true);
    editor.undo();
    expect(bytes(editor.doc)).toBe(start);
  });

  it('rounds edges, so members that touched still touch', () => {
    const app = doc();
    const editor = new Editor(app);
    editor.run(scaleWidgets(app, ['a', 'b'], { x: 10, y: 10, w: 53, h: 21 }));
    const { a, b } = editor.doc.widgets;
    expect(a.x + a.w).toBe(b.x);
    expect(b.x + b.w).toBe(10 + 53);
  });

  it('changes nothing for a box without width or height, or without widgets', () => {
    const app = doc();
    expect(scaleWidgets(app, ['a', 'b'], { x: 10, y: 10, w: 0, h: 10 }).edits).toEqual([]);
    expect(scaleWidgets(app, ['gone'], { x: 0, y: 0, w: 50, h: 50 }).edits).toEqual([]);
  });
});
