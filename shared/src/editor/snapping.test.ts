// Snapping while moving and resizing, and the grid setting it reads.
import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../model/app';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { gridOf } from './grid';
import { snapMove, snapResize } from './snapping';

/** A 375 × 667 screen at the origin with a button (20, 20, 100 wide) and a label below it (160 wide). */
function sampleApp(): App {
  const home = newScreen({ id: 'home', name: 'Home', x: 0, y: 0 });
  const button = newWidget({ id: 'button', type: 'Button', x: 20, y: 20, z: 0, props: { label: 'Go' } });
  const label = newWidget({ id: 'label', type: 'Label', x: 20, y: 100, w: 160, z: 1, props: { label: 'Hello' } });
  home.children = ['button', 'label'];
  return newApp({ id: 'app', screens: { home }, widgets: { button, label } });
}

describe('snapping', () => {
  it("lines a moved widget's edge up with a near one and shows the guide", () => {
    const doc = sampleApp();
    // label: x 20, w 160 (right edge 180); button: x 20, w 100. Moving the button 57 px right puts
    // its right edge at 177: within 4 px of the label's right edge, so it snaps to 180.
    const snapped = snapMove(doc, ['button'], 57, 0, { threshold: 4 });
    expect(snapped.dx).toBe(60);
    expect(snapped.guides).toContainEqual(expect.objectContaining({ axis: 'x', at: 180 }));
  });

  it('leaves a move alone with nothing near', () => {
    const doc = sampleApp();
    const snapped = snapMove(doc, ['button'], 33, 211, { threshold: 2 });
    expect(snapped).toMatchObject({ dx: 33, dy: 211, guides: [] });
  });

  it("snaps to the screen's centre", () => {
    const doc = sampleApp();
    // the screen is 375 wide: its centre line is 187.5; the button's centre starts at 70
    const snapped = snapMove(doc, ['button'], 116, 0, { threshold: 3 });
    expect(snapped.dx).toBe(118);
  });

  it("puts the moved box's corner on the grid when no edge is near, and not when the grid is off", () => {
    const doc = sampleApp();
    const grid = { w: 8, h: 8, enabled: true, visible: false };
    // the button's corner goes from (20, 20) to (53, 231): the nearest grid point is (56, 232)
    expect(snapMove(doc, ['button'], 33, 211, { threshold: 2, grid })).toMatchObject({ dx: 36, dy: 212 });
    expect(snapMove(doc, ['button'], 33, 211, { threshold: 2, grid: { ...grid, enabled: false } })).toMatchObject({
      dx: 33,
      dy: 211,
    });
  });

  it('prefers a near edge to the grid', () => {
    const doc = sampleApp();
    const grid = { w: 8, h: 8, enabled: true, visible: false };
    // 57 px right puts the right edge 3 px from the label's: the edge wins over the grid point (56)
    expect(snapMove(doc, ['button'], 57, 0, { threshold: 4, grid }).dx).toBe(60);
  });

  it('measures the gaps to the nearest neighbour on each side, or to the screen edge', () => {
    const doc = sampleApp();
    const button = doc.widgets.button;
    // moved 5 px down: 25 px below the screen's top, above the label (y 100), 20 px from the left edge
    const { distances } = snapMove(doc, ['button'], 0, 5, { threshold: 0 });
    const bottom = button.y + 5 + button.h;
    expect(distances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ axis: 'y', from: 0, to: 25 }),
        expect.objectContaining({ axis: 'y', from: bottom, to: 100 }),
        expect.objectContaining({ axis: 'x', from: 0, to: 20 }),
        expect.objectContaining({ axis: 'x', from: 120, to: 375 }),
      ]),
    );
    expect(distances).toHaveLength(4);
  });

  it('snaps a dragged edge of a resized widget to a near edge, else to the grid, and leaves the other edges', () => {
    const doc = sampleApp();
    const button = doc.widgets.button;
    const grid = { w: 8, h: 8, enabled: true, visible: false };
    const before = { x: button.x, y: button.y, w: button.w, h: button.h };
    // the right edge dragged from 120 to 178: the label's right edge (180) is 2 px away
    const near = snapResize(doc, ['button'], before, { ...before, w: 158 }, { threshold: 4, grid });
    expect(near.box).toEqual({ ...before, w: 160 });
    expect(near.guides).toContainEqual(expect.objectContaining({ axis: 'x', at: 180 }));
    // dragged to 131 with nothing near: the grid line at 128
    expect(snapResize(doc, ['button'], before, { ...before, w: 111 }, { threshold: 2, grid }).box).toEqual({
      ...before,
      w: 108,
    });
    // without the grid the edge stays where it was dragged
    expect(snapResize(doc, ['button'], before, { ...before, w: 111 }, { threshold: 2 }).box).toEqual({
      ...before,
      w: 111,
    });
  });

  it('reads Quant-UX grid settings given as strings, within bounds', () => {
    expect(gridOf({ w: '16', h: '16', enabled: true, visible: false })).toEqual({
      w: 16,
      h: 16,
      enabled: true,
      visible: false,
    });
    expect(gridOf({ w: 0, h: 'x' })).toEqual({ w: 2, h: 8, enabled: false, visible: false });
    expect(gridOf(undefined)).toEqual({ w: 8, h: 8, enabled: false, visible: false });
  });
});
