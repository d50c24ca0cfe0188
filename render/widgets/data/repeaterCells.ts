// Where a Repeater's cells go: the first holds the widgets placed in it, the others repeat it.
import { num } from '../../styleCss';

export interface Size {
  w: number;
  h: number;
}

export interface Cell extends Size {
  x: number;
  y: number;
}

const MAX_CELLS = 200;

function positive(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && n > 0 ? Math.floor(n) : undefined;
}

/** How many cells of `cell` fit in `space`, `distance` apart (the last one may be cut off, as in the editor). */
function fit(space: number, cell: number, distance: number): number {
  if (cell <= 0) return 1;
  return Math.max(1, distance > 0 ? Math.ceil((space - distance) / (cell + distance)) : Math.floor(space / cell));
}

/**
 * The cells of a repeater of `box` size (design px): laid out by `props.layout` ("rows": one
 * column), `props.rows` / `columns` when set, else as many cells of `first` (the bounding box of
 * the widgets in the first cell, from the repeater's corner) as fit, `props.distanceX` /
 * `distanceY` apart (`props.auto`: spread to fill). Bound `props.data` (a header and a row per
 * item) sets how many. Without either the whole box is the one cell.
 */
export function repeaterCells(box: Size, props: Record<string, unknown>, first: Size | null): Cell[] {
  const rowsOnly = props.layout === 'rows';
  const auto = props.auto === true;
  const gapX = Math.max(0, num(props.distanceX) ?? 0);
  const gapY = Math.max(0, num(props.distanceY) ?? 0);
  let columns = rowsOnly ? 1 : positive(props.columns);
  let rows = positive(props.rows);
  let cell: Size;
  if (first && first.w > 0 && first.h > 0) {
    cell = { w: rowsOnly ? box.w : first.w, h: first.h };
    columns ??= fit(box.w, cell.w, auto ? 0 : gapX);
    rows ??= fit(box.h, cell.h, auto ? 0 : gapY);
  } else {
    columns ??= 1;
    rows ??= 1;
    cell = { w: (box.w - (columns - 1) * gapX) / columns, h: (box.h - (rows - 1) * gapY) / rows };
  }
  const spread = (space: number, size: number, n: number, gap: number) =>
    auto ? Math.max(0, (space - n * size) / Math.max(1, n - 1)) : gap;
  const dx = spread(box.w, cell.w, columns, gapX);
  const dy = spread(box.h, cell.h, rows, gapY);
  const data = Array.isArray(props.data) ? props.data.length : 0;
  const total = Math.min(MAX_CELLS, data > 1 ? data - 1 : rows * columns);
  return Array.from({ length: total }, (_, i) => ({
    x: (i % columns) * (cell.w + dx),
    y: Math.floor(i / columns) * (cell.h + dy),
    w: cell.w,
    h: cell.h,
  }));
}

/**
 * The bounding box, from the repeater's corner, of the widgets drawn above it and inside it: the
 * widgets of its first cell (the document's children of the repeater are not in the screen view).
 * Reads the boxes' places as the screen renderer sets them (CSS px, `scale` per design px).
 */
export function firstCellOf(box: HTMLElement, scale: number): Size | null {
  const px = (el: HTMLElement, key: 'left' | 'top' | 'width' | 'height') => parseFloat(el.style[key]) / scale;
  const [x, y, w, h] = [px(box, 'left'), px(box, 'top'), px(box, 'width'), px(box, 'height')];
  let right = 0;
  let bottom = 0;
  for (let el = box.nextElementSibling; el; el = el.nextElementSibling) {
    if (!(el instanceof HTMLElement) || !el.classList.contains('pl-widget')) continue;
    const [cx, cy, cw, ch] = [px(el, 'left'), px(el, 'top'), px(el, 'width'), px(el, 'height')];
    if (![cx, cy, cw, ch].every(Number.isFinite)) continue;
    if (cx < x || cy < y || cx + cw > x + w || cy + ch > y + h) continue;
    right = Math.max(right, cx + cw - x);
    bottom = Math.max(bottom, cy + ch - y);
  }
  return right > 0 && bottom > 0 ? { w: right, h: bottom } : null;
}
