// Reordering a SortableList: pure, so dragging, arrows and keys agree.

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.min(Math.max(0, to), next.length), 0, item);
  return next;
}

/** Where a row dragged `dy` px from its place lands, rows `pitch` px apart. */
export function dropIndex(from: number, dy: number, pitch: number, count: number): number {
  if (pitch <= 0) return from;
  return Math.min(count - 1, Math.max(0, Math.round(from + dy / pitch)));
}

/** How far row `i` is drawn from its place while the row at `from` is dragged to `to`. */
export function dragShift(i: number, from: number, to: number, dy: number, pitch: number): number {
  if (i === from) return dy;
  if (from < to && i > from && i <= to) return -pitch;
  if (to < from && i >= to && i < from) return pitch;
  return 0;
}
