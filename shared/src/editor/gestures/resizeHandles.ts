// The eight handles around the selection's box, and where dragging one takes the box: the dragged
// corner or side follows the pointer; Shift keeps the box's ratio (a corner goes along the
// diagonal, as far from the opposite corner as the pointer is), Alt resizes from the centre (the
// opposite side moves as much the other way). This is the arithmetic of Konva's transformer, which
// resized the selection before, so the handles feel as they did.
import type { Box } from '../../appDocument/box';
import type { Point } from '../hitTest';
import { RESIZE_HANDLE_PX } from './gesture';

export type HandleName =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'middle-right'
  | 'middle-left'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

/** Each handle, in drawing order (the last drawn is on top), with where it sits on the box (0–1). */
export const RESIZE_HANDLES: readonly { name: HandleName; at: Point; cursor: string }[] = [
  { name: 'top-left', at: { x: 0, y: 0 }, cursor: 'nwse-resize' },
  { name: 'top-center', at: { x: 0.5, y: 0 }, cursor: 'ns-resize' },
  { name: 'top-right', at: { x: 1, y: 0 }, cursor: 'nesw-resize' },
  { name: 'middle-right', at: { x: 1, y: 0.5 }, cursor: 'ew-resize' },
  { name: 'middle-left', at: { x: 0, y: 0.5 }, cursor: 'ew-resize' },
  { name: 'bottom-left', at: { x: 0, y: 1 }, cursor: 'nesw-resize' },
  { name: 'bottom-center', at: { x: 0.5, y: 1 }, cursor: 'ns-resize' },
  { name: 'bottom-right', at: { x: 1, y: 1 }, cursor: 'nwse-resize' },
];

export function handlePoint(box: Box, name: HandleName): Point {
  const { at } = RESIZE_HANDLES.find((h) => h.name === name)!;
  return { x: box.x + at.x * box.w, y: box.y + at.y * box.h };
}

/** The topmost handle of `box` under a point (a handle is RESIZE_HANDLE_PX square, plus its stroke). */
export function resizeHandleAt(box: Box, point: Point, scale: number): HandleName | undefined {
  const reach = (RESIZE_HANDLE_PX / 2 + 0.5) / scale;
  for (let i = RESIZE_HANDLES.length - 1; i >= 0; i--) {
    const { name } = RESIZE_HANDLES[i];
    const at = handlePoint(box, name);
    if (Math.abs(point.x - at.x) <= reach && Math.abs(point.y - at.y) <= reach) return name;
  }
  return undefined;
}

export interface ResizeKeys {
  /** keep the box's ratio (Shift) */
  keepRatio: boolean;
  /** resize from the centre (Alt) */
  centered: boolean;
}

/** Where dragging `handle` of `box` to `to` takes the box (not yet snapped or checked for size). */
export function resizedBox(box: Box, handle: HandleName, to: Point, keys: ResizeKeys): Box {
  let [left, top, right, bottom] = [box.x, box.y, box.x + box.w, box.y + box.h];
  const diagonal = Math.hypot(box.w, box.h);
  const [cos, sin] = [Math.abs(box.w / diagonal), Math.abs(box.h / diagonal)];
  const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  /** the dragged corner: with the ratio kept, on the diagonal through `from`, as far from it as the pointer */
  const corner = (from: Point, outward: Point): Point => {
    if (!keys.keepRatio) return to;
    const far = Math.hypot(to.x - from.x, to.y - from.y);
    const sx = Math.sign(to.x - from.x) || outward.x;
    const sy = Math.sign(to.y - from.y) || outward.y;
    return { x: from.x + far * cos * sx, y: from.y + far * sin * sy };
  };
  const opposite = (x: number, y: number) => (keys.centered ? centre : { x, y });
  if (handle === 'top-left') ({ x: left, y: top } = corner(opposite(right, bottom), { x: -1, y: -1 }));
  else if (handle === 'top-right') ({ x: right, y: top } = corner(opposite(left, bottom), { x: 1, y: -1 }));
  else if (handle === 'bottom-left') ({ x: left, y: bottom } = corner(opposite(right, top), { x: -1, y: 1 }));
  else if (handle === 'bottom-right') ({ x: right, y: bottom } = corner(opposite(left, top), { x: 1, y: 1 }));
  else if (handle === 'top-center') top = to.y;
  else if (handle === 'bottom-center') bottom = to.y;
  else if (handle === 'middle-left') left = to.x;
  else right = to.x;
  if (keys.centered) {
    // each side moves as much as its opposite, the other way
    const [inLeft, inTop] = [left - box.x, top - box.y];
    const [inRight, inBottom] = [box.x + box.w - right, box.y + box.h - bottom];
    [left, top, right, bottom] = [left + inRight, top + inBottom, right - inLeft, bottom - inTop];
  }
  return { x: left, y: top, w: right - left, h: bottom - top };
}
