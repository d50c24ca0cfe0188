// The order a sighted reader takes a screen in (issue 33): rows from top to bottom, each row from
// left to right, a group read whole where its first widget comes. The player puts its widgets in
// the page in this order, so Tab and a screen reader follow it; painting order is kept apart (by
// each widget's z-index, render/PrototypeScreen.tsx).
import { unionBox, type Box } from '../appDocument/box';

export interface Placed {
  id: string;
  /** on its screen, design px */
  box: Box;
}

/** One thing read in its turn: a widget, or a group with its widgets (read in their own order). */
interface Unit<T> {
  box: Box;
  items: T[];
}

/**
 * `items` in reading order. `chainOf` gives the groups around an item, outermost first (empty for
 * none, as groupChains answers): the items of one group are read together, in reading order
 * among themselves, at the place of the group's box.
 *
 * Rows: the units (widgets and outermost groups), by their top, fill a row while each one's middle
 * lies above the bottom of the row's shortest unit; a row is read by left edges (then tops). So a
 * label beside its field, a few pixels higher or lower, is read before it; a picture with lines of
 * text to its right is read before them, and the lines from top to bottom; a box behind the whole
 * screen is read with the first row and does not pull the screen into one row.
 */
export function readingOrder<T extends Placed>(items: readonly T[], chainOf: (item: T) => readonly string[]): T[] {
  const units: Unit<T>[] = [];
  const groups = new Map<string, Unit<T>>();
  for (const item of items) {
    const group = chainOf(item)[0];
    if (group === undefined) {
      units.push({ box: item.box, items: [item] });
      continue;
    }
    const unit = groups.get(group);
    if (unit) unit.items.push(item);
    else {
      const made = { box: item.box, items: [item] };
      groups.set(group, made);
      units.push(made);
    }
  }
  for (const unit of groups.values()) {
    unit.box = unionBox(unit.items.map((item) => item.box))!;
    unit.items = readingOrder(unit.items, (item) => chainOf(item).slice(1));
  }
  return rows(units).flatMap((unit) => unit.items);
}

function rows<T>(units: readonly Unit<T>[]): Unit<T>[] {
  const byTop = [...units].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const read: Unit<T>[] = [];
  let row: Unit<T>[] = [];
  let rowEnd = -Infinity;
  const close = () => read.push(...row.sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y));
  for (const unit of byTop) {
    if (row.length > 0 && unit.box.y + unit.box.h / 2 >= rowEnd) {
      close();
      row = [];
      rowEnd = -Infinity;
    }
    row.push(unit);
    rowEnd = row.length === 1 ? unit.box.y + unit.box.h : Math.min(rowEnd, unit.box.y + unit.box.h);
  }
  close();
  return read;
}
