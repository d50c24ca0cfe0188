import { textOf, type WidgetProps } from '../values';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** The label of each row of a tree's `props.data`: its first non-empty cell, whose index is the row's depth. */
export function treeLabels(props: WidgetProps): string[] {
  const rows = Array.isArray(props.data) ? props.data.filter(Array.isArray) : [];
  return rows.map((row: unknown[]) => textOf(row.find((cell) => textOf(cell) !== '')));
}

/**
 * Nested nodes, one row of `props.data` each: a row's first non-empty cell is its label and that
 * cell's index its depth (["Docs"], ["", "Work"] is Work inside Docs). The chosen node is the
 * value, as a one-item list of its label; `props.selectOnlyLeaves` lets only leaves be chosen.
 */
export const Tree: WidgetSpec = {
  type: 'Tree',
  family: 'data',
  value: {
    kind: 'items',
    initial: (props) =>
      typeof props.selected === 'string' && props.selected !== ''
        ? [props.selected]
        : Array.isArray(props.selected)
          ? props.selected.map(textOf)
          : [],
    options: treeLabels,
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Tree. */
export const TreeDefaults: WidgetDefaults = {
  category: 'data',
  w: 200,
  h: 220,
  props: {
    data: [
      ['Documents'],
      ['', 'Work'],
      ['', '', 'Report.pdf'],
      ['', 'Holidays'],
      ['Pictures'],
      ['', 'Summer.jpg'],
      ['Music'],
    ],
    selectOnlyLeaves: false,
  },
  style: {
    fontSize: 14,
    color: '#333333',
    paddingTop: 4,
    paddingBottom: 4,
    paddingLeft: 4,
    paddingRight: 4,
    iconMarginRight: 4,
  },
};
