// Resizing the selection from its handles, driven by pointer events in Node: the handle follows
// the pointer, Shift keeps the ratio, Alt resizes from the centre, dragged edges snap, and the
// release is one undo step.
import { describe, expect, it } from 'vitest';
import { deleteSelection } from '../commands/widgetCommands';
import { PointerHarness } from './pointerHarness';
import { sampleCanvas } from './sampleCanvas';

/** The canvas with widget a (20, 20, 100 × 40) selected. */
const withA = () => new PointerHarness(sampleCanvas()).select('a');

describe('resizing from the handles', () => {
  it("drags the bottom-right handle: the box's corner follows, drawn meanwhile, in one undo step", () => {
    const h = withA();
    h.pointerDown(120, 60).pointerMove(135, 70).pointerMove(150, 80);
    expect(h.preview.resizing).toEqual({ from: { x: 20, y: 20, w: 100, h: 40 }, to: { x: 20, y: 20, w: 130, h: 60 } });
    expect(h.doc.widgets.a).toMatchObject({ w: 100, h: 40 });
    h.pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 130, h: 60 });
    expect(h.selection).toEqual(['a']);
    expect(h.steps).toBe(1);
    h.editor.undo();
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 100, h: 40 });
  });

  it('keeps where on the handle it was taken', () => {
    const h = withA().drag({ x: 122, y: 63 }, { x: 152, y: 83 });
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 130, h: 60 });
  });

  it('keeps the ratio with Shift: the corner goes along the diagonal, as far from the opposite corner as the pointer', () => {
    const kept = withA().drag({ x: 120, y: 60 }, { x: 170, y: 50 }, { shift: true });
    // 100 × 40 (2.5 : 1); the pointer is 152.97 from the top-left corner: 142.0 × 56.8, edges rounded
    expect(kept.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 142, h: 57 });
    const free = withA().drag({ x: 120, y: 60 }, { x: 170, y: 50 });
    expect(free.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 150, h: 30 });
  });

  it('resizes from the centre with Alt: the opposite side moves as much the other way', () => {
    const h = withA().drag({ x: 120, y: 60 }, { x: 130, y: 70 }, { alt: true });
    expect(h.doc.widgets.a).toMatchObject({ x: 10, y: 10, w: 120, h: 60 });
  });

  it("snaps a dragged edge to another widget's edge, with its guide; a side handle moves only its side", () => {
    const h = withA();
    // a's right edge dragged to 177: b's right edge (180) is 3 px away
    h.pointerDown(120, 40).pointerMove(150, 45).pointerMove(177, 45);
    expect(h.preview.guides).toContainEqual(expect.objectContaining({ axis: 'x', at: 180 }));
    h.pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 160, h: 40 });
  });

  it('never makes the box under 4 area px across: such a move leaves it where it was', () => {
    const h = withA();
    h.pointerDown(120, 40).pointerMove(22, 40).pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ w: 100 });
    expect(h.steps).toBe(0);
    h.drag({ x: 120, y: 40 }, { x: 60, y: 40 }, {}, 1);
    expect(h.doc.widgets.a).toMatchObject({ x: 20, w: 40 });
  });

  it('scales several widgets within the box around them, in one undo step', () => {
    const h = withA().select('a', 'b');
    // the box around a and b is (20, 20) to (180, 140): doubled
    h.drag({ x: 180, y: 140 }, { x: 340, y: 260 });
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20, w: 200, h: 80 });
    expect(h.doc.widgets.b).toMatchObject({ x: 20, y: 180, w: 320, h: 80 });
    expect(h.steps).toBe(1);
    h.editor.undo();
    expect(h.doc.widgets.b).toMatchObject({ x: 20, y: 100, w: 160, h: 40 });
  });

  it('offers no handles for a locked widget, nor in prototype mode: the press there selects or moves instead', () => {
    const locked = new PointerHarness(sampleCanvas()).select('pinned');
    expect(locked.machine.resizeBox()).toBeUndefined();
    locked.drag({ x: 70, y: 650 }, { x: 90, y: 660 });
    expect(locked.doc.widgets.pinned).toMatchObject({ w: 50, h: 50 });

    const linking = new PointerHarness(sampleCanvas(), { linking: true }).select('a');
    expect(linking.machine.handleAt({ x: 120, y: 60 })).toBeUndefined();
  });

  it('finds a handle within its 9 area px square at any zoom', () => {
    const h = new PointerHarness(sampleCanvas(), { scale: 2 }).select('a');
    expect(h.machine.handleAt({ x: 122, y: 62 })).toBe('bottom-right');
    expect(h.machine.handleAt({ x: 123, y: 60 })).toBeUndefined();
    expect(h.machine.handleAt({ x: 70, y: 19 })).toBe('top-center');
  });

  it('Escape, or a co-editor deleting the widget, ends it with nothing committed', () => {
    const h = withA();
    h.pointerDown(120, 60).pointerMove(150, 80).keyDown('Escape').pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ w: 100, h: 40 });
    expect(h.steps).toBe(0);

    h.pointerDown(120, 60).pointerMove(150, 80);
    expect(h.elsewhere(deleteSelection(h.doc, ['a']))).toEqual({ kind: 'resize', gone: ['a'] });
    h.pointerUp();
    expect(h.refused).toEqual([]);
  });
});
