// Moving and rubber-band selecting on the canvas, driven by pointer events in Node as the overlay
// forwards them: what lands in the document, the selection and the undo history.
import { describe, expect, it } from 'vitest';
import { deleteSelection, moveWidgets } from '../commands/widgetCommands';
import { PointerHarness } from './pointerHarness';
import { sampleCanvas } from './sampleCanvas';

const noSnap = { alt: true };

describe('moving the selection', () => {
  it('drags a widget where the pointer goes, drawn shifted meanwhile, in one undo step on release', () => {
    const h = new PointerHarness(sampleCanvas());
    h.pointerDown(70, 40, noSnap).pointerMove(80, 60).pointerMove(107, 93);
    expect(h.selection).toEqual(['a']);
    expect(h.preview.moving).toEqual({ ids: ['a'], dx: 37, dy: 53 });
    // nothing is written until the release
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20 });
    h.pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ x: 57, y: 73 });
    expect(h.preview).toEqual({});
    expect(h.steps).toBe(1);
    h.editor.undo();
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20 });
  });

  it('takes a press that stays within 3 area px for a click: it selects and moves nothing', () => {
    const h = new PointerHarness(sampleCanvas(), { scale: 2 });
    // 1 canvas px is 2 area px at this zoom: 1.4 canvas px is under the slop
    h.pointerDown(70, 40).pointerMove(71, 41).pointerUp();
    expect(h.selection).toEqual(['a']);
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20 });
    expect(h.steps).toBe(0);
  });

  it("snaps an edge that comes within 6 area px of another widget's edge, with its guide; Alt snaps to nothing", () => {
    // a's right edge dragged 57 px right lands at 177: b's right edge (180) is 3 px away
    const snapped = new PointerHarness(sampleCanvas()).pointerDown(70, 40).pointerMove(100, 40).pointerMove(127, 40);
    expect(snapped.preview.moving).toEqual({ ids: ['a'], dx: 60, dy: 0 });
    expect(snapped.preview.guides).toContainEqual(expect.objectContaining({ axis: 'x', at: 180 }));
    snapped.pointerUp();
    expect(snapped.doc.widgets.a).toMatchObject({ x: 80, y: 20 });

    const free = new PointerHarness(sampleCanvas()).drag({ x: 70, y: 40 }, { x: 127, y: 40 }, noSnap);
    expect(free.doc.widgets.a).toMatchObject({ x: 77, y: 20 });
  });

  it('snaps within 6 area px at any zoom: at scale 3 that is 2 canvas px', () => {
    const h = new PointerHarness(sampleCanvas(), { scale: 3 });
    // 177 is 3 canvas px (9 area px) from b's right edge: too far at this zoom
    h.drag({ x: 70, y: 40 }, { x: 127, y: 40 });
    expect(h.doc.widgets.a.x).toBe(77);
  });

  it('snaps to the grid where no edge is near', () => {
    const grid = { enabled: true, visible: false, w: 8, h: 8 };
    const h = new PointerHarness(sampleCanvas(), { grid }).drag({ x: 70, y: 40 }, { x: 83, y: 229 });
    // a's corner goes from (33, 209) onto the 8 px grid of its screen
    expect(h.doc.widgets.a).toMatchObject({ x: 32, y: 208 });
  });

  it('Shift on the press adds to the selection (it does not constrain the move), and the drag moves all of it', () => {
    const h = new PointerHarness(sampleCanvas()).select('a');
    h.drag({ x: 100, y: 120 }, { x: 110, y: 150 }, { shift: true, alt: true });
    expect(h.selection).toEqual(['a', 'b']);
    expect(h.doc.widgets.a).toMatchObject({ x: 30, y: 50 });
    expect(h.doc.widgets.b).toMatchObject({ x: 30, y: 130 });
    expect(h.steps).toBe(1);
    // a Shift press on a selected widget takes it out, and moves nothing
    h.drag({ x: 50, y: 60 }, { x: 90, y: 90 }, { shift: true });
    expect(h.selection).toEqual(['b']);
    expect(h.doc.widgets.a).toMatchObject({ x: 30, y: 50 });
    expect(h.steps).toBe(1);
  });

  it('selects a locked widget but leaves it where it is', () => {
    const h = new PointerHarness(sampleCanvas()).drag({ x: 45, y: 625 }, { x: 145, y: 525 });
    expect(h.selection).toEqual(['pinned']);
    expect(h.doc.widgets.pinned).toMatchObject({ x: 20, y: 600 });
    expect(h.steps).toBe(0);
  });

  it('moves widgets dropped onto another screen onto it', () => {
    const h = new PointerHarness(sampleCanvas()).drag({ x: 70, y: 40 }, { x: 570, y: 40 }, noSnap);
    expect(h.doc.widgets.a).toMatchObject({ x: 520, y: 20 });
    expect(h.doc.screens.next.children).toContain('a');
    expect(h.doc.screens.home.children).not.toContain('a');
    expect(h.steps).toBe(1);
  });

  it('moves screens picked on their empty area', () => {
    const h = new PointerHarness(sampleCanvas()).drag({ x: 700, y: 400 }, { x: 740, y: 420 }, noSnap);
    expect(h.selection).toEqual(['next']);
    expect(h.doc.screens.next).toMatchObject({ x: 540, y: 20 });
  });

  it('a press on a grouped widget picks its group, and the drag moves the whole group', () => {
    const h = new PointerHarness(sampleCanvas(), { pickGroup: (id) => (id === 'a' || id === 'b' ? ['a', 'b'] : [id]) });
    h.drag({ x: 70, y: 40 }, { x: 75, y: 45 }, noSnap);
    expect(h.selection).toEqual(['a', 'b']);
    expect([h.doc.widgets.a.x, h.doc.widgets.b.x]).toEqual([25, 25]);
  });

  it('opens a widget on a double-click (the browser click count of 2) that does not drag', () => {
    const h = new PointerHarness(sampleCanvas());
    h.click(70, 40).click(70, 40, { clicks: 2 });
    expect(h.opened).toEqual(['a']);
    h.drag({ x: 240, y: 320 }, { x: 260, y: 330 }, { clicks: 2 });
    expect(h.opened).toEqual(['a']);
  });

  it('Escape ends a drag with nothing committed; the release then does nothing', () => {
    const h = new PointerHarness(sampleCanvas());
    h.pointerDown(70, 40).pointerMove(110, 90);
    expect(h.machine.active).toBe('move');
    h.keyDown('Escape');
    expect(h.preview).toEqual({});
    h.pointerMove(150, 150).pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ x: 20, y: 20 });
    expect(h.steps).toBe(0);
  });
});

describe('the rubber band', () => {
  it('selects the three widgets wholly inside a band drawn from empty canvas, shown while drawn', () => {
    const h = new PointerHarness(sampleCanvas()).select('link');
    h.pointerDown(-10, -10);
    // the press on empty canvas clears the selection at once
    expect(h.selection).toEqual([]);
    h.pointerMove(150, 200).pointerMove(300, 400);
    expect(h.preview.band).toEqual({ x: -10, y: -10, w: 310, h: 410 });
    h.pointerUp();
    expect(h.selection).toEqual(['a', 'b', 'c']);
    expect(h.preview).toEqual({});
    expect(h.steps).toBe(0);
  });

  it('leaves locked widgets out, takes screens when it holds no widget, and adds with Shift', () => {
    const h = new PointerHarness(sampleCanvas());
    h.drag({ x: -10, y: 550 }, { x: 100, y: 700 });
    expect(h.selection).toEqual([]);
    h.drag({ x: 480, y: -10 }, { x: 900, y: 700 });
    expect(h.selection).toEqual(['next']);
    h.select('c').drag({ x: -10, y: -10 }, { x: 200, y: 150 }, { shift: true });
    expect(h.selection).toEqual(['c', 'a', 'b']);
  });

  it('a click on empty canvas clears the selection; with the draw-a-screen tool the band is the new screen', () => {
    const h = new PointerHarness(sampleCanvas()).select('a');
    h.click(-50, -50);
    expect(h.selection).toEqual([]);
    const drawing = new PointerHarness(sampleCanvas(), { drawingScreen: true });
    drawing.drag({ x: 1000, y: 50 }, { x: 900, y: 300 });
    expect(drawing.drawn).toEqual([{ x: 900, y: 50, w: 100, h: 250 }]);
  });
});

describe('a change from elsewhere mid-gesture', () => {
  it('ends a drag whose widget a co-editor deleted, says which, and commits nothing', () => {
    const h = new PointerHarness(sampleCanvas());
    h.pointerDown(70, 40).pointerMove(110, 90);
    const ended = h.elsewhere(deleteSelection(h.doc, ['a']));
    expect(ended).toEqual({ kind: 'move', gone: ['a'] });
    expect(h.machine.active).toBeUndefined();
    expect(h.preview).toEqual({});
    h.pointerUp();
    expect(h.steps).toBe(1);
    expect(h.doc.widgets.a).toBeUndefined();
  });

  it('goes on when the change leaves its records', () => {
    const h = new PointerHarness(sampleCanvas());
    h.pointerDown(70, 40, noSnap).pointerMove(110, 90);
    expect(h.elsewhere(moveWidgets(h.doc, ['c'], 5, 5))).toBeUndefined();
    h.pointerMove(120, 100).pointerUp();
    expect(h.doc.widgets.a).toMatchObject({ x: 70, y: 80 });
    expect(h.doc.widgets.c).toMatchObject({ x: 205, y: 305 });
  });
});
