// A Repeater's cells and what they hold: the first holds the widgets placed in it, the others a
// copy of each at the same place in the cell, with the cell's data row for bound values. Every view
// (player, canvas, heat map, replay) draws them from here.
import type { App } from '../model/app';
import { boundVariable } from '../simulator/dataBinding';
import { numberOf, textOf } from '../widgets/values';
import type { WidgetView } from './screenView';

interface Size {
  w: number;
  h: number;
}

interface Cell extends Size {
  x: number;
  y: number;
}

const MAX_CELLS = 200;

function positive(value: unknown): number | undefined {
  const n = numberOf(value);
  return n !== undefined && n > 0 ? Math.floor(n) : undefined;
}

/** How many cells of `cell` fit in `space`, `distance` apart (the last one may be cut off, as in the editor). */
function fit(space: number, cell: number, distance: number): number {
  if (cell <= 0) return 1;
  return Math.max(1, distance > 0 ? Math.ceil((space - distance) / (cell + distance)) : Math.floor(space / cell));
}

/**
 * The cells of a repeater of `box` size (design px): laid out by `props.layout` ("rows": one
 * column), `props.rows` / `columns` when set, else as many cells of `first` (from the repeater's
 * corner to the far edges of the widgets in the first cell) as fit, `props.distanceX` /
 * `distanceY` apart (`props.auto`: spread to fill). Bound `props.data` (a header and a row per
 * item) sets how many. Without either the whole box is the one cell.
 */
function repeaterCells(box: Size, props: Record<string, unknown>, first: Size | null): Cell[] {
  const rowsOnly = props.layout === 'rows';
  const auto = props.auto === true;
  const gapX = Math.max(0, numberOf(props.distanceX) ?? 0);
  const gapY = Math.max(0, numberOf(props.distanceY) ?? 0);
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
 * The widgets of a repeater's first cell: the record's `children` (quant-ux keeps them there), else
 * the widgets drawn above it (later in `widgets`, bottom first) and inside its box.
 */
export function repeaterChildren(app: App, repeater: WidgetView, widgets: readonly WidgetView[]): WidgetView[] {
  const record = app.widgets[repeater.inherited ?? repeater.id];
  const named = (record as { children?: unknown } | undefined)?.children;
  if (Array.isArray(named) && named.length > 0) {
    return widgets.filter((w) => w !== repeater && named.includes(w.inherited ?? w.id));
  }
  const { x, y, w, h } = repeater.box;
  return widgets
    .slice(widgets.indexOf(repeater) + 1)
    .filter((c) => c.box.x >= x && c.box.y >= y && c.box.x + c.box.w <= x + w && c.box.y + c.box.h <= y + h);
}

/**
 * The repeater's data rows as objects by column name: its bound variable's list (set while playing)
 * before `props.data` (a header row and a row per item). Null without data.
 */
function dataRows(repeater: WidgetView, variables: Readonly<Record<string, unknown>> | undefined) {
  const name = boundVariable(repeater.props);
  const bound = name !== undefined ? variables?.[name] : undefined;
  if (Array.isArray(bound)) return bound.map((row) => (typeof row === 'object' && row !== null ? row : {}));
  const data = repeater.props.data;
  if (!Array.isArray(data) || data.length < 2 || !Array.isArray(data[0])) return null;
  const header = (data[0] as unknown[]).map(textOf);
  return data
    .slice(1)
    .map((row) => Object.fromEntries(header.map((key, c) => [key, Array.isArray(row) ? row[c] : undefined])));
}

/** A child's value in a data row: its variable names the column, as `column` or `<repeater's variable>[0].column`. */
function cellValue(row: object, child: WidgetView, repeater: WidgetView): unknown {
  const key = boundVariable(child.props);
  if (key === undefined) return undefined;
  const parent = boundVariable(repeater.props);
  const column = parent !== undefined && key.startsWith(`${parent}[0].`) ? key.slice(parent.length + 4) : key;
  return (row as Record<string, unknown>)[column];
}

export interface RepeatedWidget {
  view: WidgetView;
  /** the data row's value for a bound widget */
  value?: unknown;
}

/**
 * Each child's drawing in every cell, the first cell's being the child itself: a copy's id is
 * "<child>@<cell>" (a line from the child starts from its copies too, as from an inherited copy).
 * Bound children show their cell's data row. Keyed by the child's id.
 */
export function repeatedWidgets(
  repeater: WidgetView,
  children: readonly WidgetView[],
  variables: Readonly<Record<string, unknown>> | undefined,
): Map<string, RepeatedWidget[]> {
  const result = new Map<string, RepeatedWidget[]>();
  if (children.length === 0) return result;
  const origin = repeater.box;
  const first = {
    w: Math.max(...children.map((c) => c.box.x + c.box.w - origin.x)),
    h: Math.max(...children.map((c) => c.box.y + c.box.h - origin.y)),
  };
  const rows = dataRows(repeater, variables);
  const props = rows ? { ...repeater.props, data: [[], ...rows] } : repeater.props;
  const cells = repeaterCells(origin, props, first);
  for (const child of children) {
    const drawings = cells.map((cell, i): RepeatedWidget => {
      const view =
        i === 0
          ? child
          : {
              ...child,
              id: `${child.id}@${i}`,
              inherited: child.inherited ?? child.id,
              box: { ...child.box, x: child.box.x + cell.x, y: child.box.y + cell.y },
            };
      const value = rows?.[i] ? cellValue(rows[i], child, repeater) : undefined;
      return value === undefined || value === null ? { view } : { view: { ...view, text: textOf(value) }, value };
    });
    result.set(child.id, drawings);
  }
  return result;
}
