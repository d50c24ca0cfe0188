import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../../model/app';
import { newScreen } from '../../model/screen';
import { newWidget } from '../../model/widget';
import { Editor } from '../editor';
import { spaceWidgets, spacingOf } from './arrangeCommands';

/** Three buttons in a rough row (b is a little lower, c is wider), and a label below them. */
function doc(): App {
  return newApp({
    screens: { S: newScreen({ id: 'S', children: ['a', 'b', 'c', 'd'] }) },
    widgets: {
      c: newWidget({ id: 'c', type: 'Button', x: 300, y: 20, w: 120, h: 40 }),
      a: newWidget({ id: 'a', type: 'Button', x: 10, y: 20, w: 80, h: 40 }),
      b: newWidget({ id: 'b', type: 'Button', x: 150, y: 30, w: 80, h: 40 }),
      d: newWidget({ id: 'd', type: 'Label', x: 10, y: 200, w: 80, h: 20 }),
    },
  });
}

const boxes = (app: App, ids: string[]) => ids.map((id) => [app.widgets[id].x, app.widgets[id].y]);

describe('spaceWidgets', () => {
  it('puts the widgets the gap apart along the axis, in their order along it, the first in place', () => {
    const editor = new Editor(doc());
    const before = JSON.stringify(editor.doc);
    editor.run(spaceWidgets(editor.doc, ['c', 'b', 'a'], 'horizontal', 16));
    // a ends at 90: b starts at 106 and ends at 186, c starts at 202; y stays
    expect(boxes(editor.doc, ['a', 'b', 'c'])).toEqual([
      [10, 20],
      [106, 30],
      [202, 20],
    ]);
    // one undo step gives back the very document
    editor.undo();
    expect(JSON.stringify(editor.doc)).toBe(before);
  });

  it('spaces down the screen, and takes a negative gap as an overlap', () => {
    const app = doc();
    const editor = new Editor(app);
    editor.run(spaceWidgets(app, ['d', 'a'], 'vertical', -5));
    expect(boxes(editor.doc, ['a', 'd'])).toEqual([
      [10, 20],
      [10, 55],
    ]);
  });

  it('changes nothing for one widget, a gap that is not a whole number, or widgets already so spaced', () => {
    const app = doc();
    expect(spaceWidgets(app, ['a'], 'horizontal', 10).edits).toEqual([]);
    expect(spaceWidgets(app, ['a', 'b'], 'horizontal', Number.NaN).edits).toEqual([]);
    expect(spaceWidgets(app, ['a', 'b'], 'horizontal', 1.5).edits).toEqual([]);
    expect(spaceWidgets(app, ['a', 'b'], 'horizontal', 60).edits).toEqual([]);
  });
});

describe('spacingOf', () => {
  it('finds the axis the widgets spread along and the gap they share', () => {
    const app = doc();
    expect(spacingOf(app, ['a', 'b', 'c'])).toEqual({ axis: 'horizontal' });
    expect(spacingOf(app, ['a', 'b'])).toEqual({ axis: 'horizontal', gap: 60 });
    expect(spacingOf(app, ['a', 'd'])).toEqual({ axis: 'vertical', gap: 140 });
    const editor = new Editor(app);
    editor.run(spaceWidgets(app, ['a', 'b', 'c'], 'horizontal', 16));
    expect(spacingOf(editor.doc, ['a', 'b', 'c'])).toEqual({ axis: 'horizontal', gap: 16 });
  });
});
