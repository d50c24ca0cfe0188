// Prototype mode on the canvas, driven by pointer events in Node: drawing a link from a widget or a
// screen, picking a link, and pulling, moving and removing its bend points.
import { describe, expect, it } from 'vitest';
import { deleteSelection } from '../commands/widgetCommands';
import { EditBuilder } from '../editBuilder';
import { linkArrow, segmentMiddles } from '../linkGeometry';
import { PointerHarness } from './pointerHarness';
import { sampleCanvas } from './sampleCanvas';

const prototyping = () => new PointerHarness(sampleCanvas(), { linking: true });
const newLines = (h: PointerHarness) => Object.values(h.doc.lines).filter((l) => l.id !== 'link');

describe('drawing a link', () => {
  it('a drag from a widget to a screen makes a line that follows a click, drawn dashed meanwhile; one undo step', () => {
    const h = prototyping();
    h.pointerDown(70, 40).pointerMove(300, 200).pointerMove(600, 300);
    expect(h.selection).toEqual(['a']);
    expect(h.preview.link).toEqual({ from: { x: 70, y: 40 }, to: { x: 600, y: 300 } });
    expect(newLines(h)).toEqual([]);
    h.pointerUp();
    expect(newLines(h)).toEqual([expect.objectContaining({ from: 'a', to: 'next', event: 'click' })]);
    // the widget did not move: in prototype mode a drag links
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20 });
    expect(h.preview).toEqual({});
    expect(h.steps).toBe(1);
    h.editor.undo();
    expect(newLines(h)).toEqual([]);
  });

  it("a link from a screen's empty area waits 3 s; one from a screen onto itself or onto empty canvas makes nothing", () => {
    const h = prototyping();
    h.drag({ x: 300, y: 500 }, { x: 600, y: 300 });
    expect(newLines(h)).toEqual([expect.objectContaining({ from: 'home', to: 'next', event: 'timer', timer: 3 })]);
    h.drag({ x: 300, y: 500 }, { x: 300, y: 600 });
    h.drag({ x: 70, y: 40 }, { x: 1000, y: 900 });
    expect(newLines(h)).toHaveLength(1);
  });

  it('a click on a link selects it; a drag in design mode moves instead of linking', () => {
    const h = prototyping();
    const [start, end] = [linkArrow(h.doc, h.doc.lines.link)!.points, 0];
    h.click((start[0] + start[2]) / 2, (start[1] + start[3]) / 2 + end);
    expect(h.selection).toEqual(['link']);
    const design = new PointerHarness(sampleCanvas()).drag({ x: 70, y: 40 }, { x: 600, y: 300 }, { alt: true });
    expect(newLines(design)).toEqual([]);
    expect(design.doc.widgets.a).toMatchObject({ x: 550, y: 280 });
  });

  it("the selected widget's connector handle on its right edge links the widget, where a press beside it would link its screen", () => {
    // a's right edge is at x 120; 125 lies on the handle, outside a, over the screen Home
    const h = prototyping().select('a');
    h.drag({ x: 125, y: 40 }, { x: 600, y: 300 });
    expect(newLines(h)).toEqual([expect.objectContaining({ from: 'a', to: 'next', event: 'click' })]);
    expect(h.selection).toEqual(['a']);
    const unselected = prototyping();
    unselected.drag({ x: 125, y: 40 }, { x: 600, y: 300 });
    expect(newLines(unselected)).toEqual([expect.objectContaining({ from: 'home', to: 'next', event: 'timer' })]);
    // in design mode there is no handle: the press selects the screen and moves it
    const design = new PointerHarness(sampleCanvas()).select('a');
    design.drag({ x: 125, y: 40 }, { x: 600, y: 300 });
    expect(newLines(design)).toEqual([]);
  });

  it('ends when a co-editor deletes the widget it starts from', () => {
    const h = prototyping();
    h.pointerDown(70, 40).pointerMove(300, 200);
    expect(h.elsewhere(deleteSelection(h.doc, ['a']))).toEqual({ kind: 'link', gone: ['a'] });
    h.pointerUp(600, 300);
    expect(newLines(h)).toEqual([]);
  });
});

describe('bend points', () => {
  /** The selected link's "+" (the middle of its only segment). */
  const plus = (h: PointerHarness) => segmentMiddles(linkArrow(h.doc, h.doc.lines.link)!.points)[0];
  const points = (h: PointerHarness) => h.doc.lines.link.points;

  it('pulls a bend point out of the "+" of the selected link where it is dropped, drawn meanwhile; one undo step', () => {
    const h = prototyping().select('link');
    const from = plus(h);
    h.pointerDown(from.x, from.y)
      .pointerMove(from.x, from.y - 60)
      .pointerMove(390, 200);
    // the link is drawn through the pointer; nothing is stored before the release
    expect(h.preview.doc?.lines.link.points).toEqual([{ x: 390, y: 200, w: 2, h: 2 }]);
    expect(points(h)).toEqual([]);
    h.pointerUp();
    expect(points(h)).toEqual([{ x: 390, y: 200, w: 2, h: 2 }]);
    expect(h.preview).toEqual({});
    expect(h.selection).toEqual(['link']);
    expect(h.steps).toBe(1);
    h.editor.undo();
    expect(points(h)).toEqual([]);
  });

  it('moves a bend point in one undo step, removes it on a double-click, and Escape leaves it be', () => {
    const h = prototyping().select('link');
    const from = plus(h);
    h.drag(from, { x: 390, y: 200 });
    h.drag({ x: 391, y: 201 }, { x: 400, y: 150 });
    expect(points(h)).toEqual([{ x: 400, y: 150, w: 2, h: 2 }]);
    expect(h.steps).toBe(2);
    h.editor.undo();
    expect(points(h)).toEqual([{ x: 390, y: 200, w: 2, h: 2 }]);

    h.pointerDown(390, 200).pointerMove(450, 100);
    expect(h.machine.active).toBe('bend');
    h.keyDown('Escape').pointerUp();
    expect(points(h)).toEqual([{ x: 390, y: 200, w: 2, h: 2 }]);
    expect(h.preview).toEqual({});

    h.click(390, 200).click(390, 200, { clicks: 2 });
    expect(points(h)).toEqual([]);
  });

  it('a press that does not pass the slop leaves the line as it was', () => {
    const h = prototyping().select('link');
    const from = plus(h);
    h.pointerDown(from.x, from.y)
      .pointerMove(from.x + 1, from.y + 1)
      .pointerUp();
    expect(points(h)).toEqual([]);
    expect(h.steps).toBe(0);
  });

  it('ends when a co-editor deletes the line', () => {
    const h = prototyping().select('link');
    const from = plus(h);
    h.pointerDown(from.x, from.y).pointerMove(390, 200);
    const deleteLine = { type: 'deleteLine', edits: new EditBuilder(h.doc).delete('lines', 'link').build() };
    expect(h.elsewhere(deleteLine)).toEqual({ kind: 'bend', gone: ['link'] });
    expect(h.preview).toEqual({});
    h.pointerUp();
    expect(h.doc.lines.link).toBeUndefined();
    expect(h.refused).toEqual([]);
  });
});
