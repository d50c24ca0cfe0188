export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest box holding all `boxes`; undefined for none. */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * Where `box` lands when the box `from` around it becomes `to`: its edges keep their places in
 * proportion, rounded to whole pixels (at least 1 wide and high). A resized selection or group.
 */
export function boxWithin(box: Box, from: Box, to: Box): Box {
  const x = (at: number) => Math.round(to.x + ((at - from.x) * to.w) / from.w);
  const y = (at: number) => Math.round(to.y + ((at - from.y) * to.h) / from.h);
  const [left, top] = [x(box.x), y(box.y)];
  return { x: left, y: top, w: Math.max(1, x(box.x + box.w) - left), h: Math.max(1, y(box.y + box.h) - top) };
}

/** Whether a point lies in a box, edges included. */
export const boxContains = (box: Box, point: { x: number; y: number }) =>
  point.x >= box.x && point.x <= box.x + box.w && point.y >= box.y && point.y <= box.y + box.h;
