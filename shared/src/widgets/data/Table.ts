import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * `props.data`: the header row, then the body rows (or the same as CSV text); `props.widths`:
 * relative column widths; `props.borderStyle`: Cell, HLines, VLines, Out or None. With
 * `style.checkBox` each body row starts with a check box and the chosen rows are its value.
 */
export const Table: WidgetSpec = {
  type: 'Table',
  family: 'data',
  value: { kind: 'rows' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Table. */
export const TableDefaults: WidgetDefaults = {
  category: 'data',
  w: 300,
  h: 160,
  props: {
    data: [
      ['Name', 'Age', 'City'],
      ['Kim', '34', 'Berlin'],
      ['Ada', '29', 'London'],
      ['Lin', '41', 'Oslo'],
    ],
    widths: [100, 60, 100],
    borderStyle: 'HLines',
  },
  style: {
    fontSize: 14,
    color: '#333333',
    background: '#ffffff',
    ...border(1, '#d0d0da'),
    paddingTop: 8,
    paddingBottom: 8,
    paddingLeft: 8,
    paddingRight: 8,
    headerBackground: '#3b31c4',
    headerColor: '#ffffff',
    headerFontWeight: '600',
    evenRowBackground: '#f4f4f8',
    checkBox: true,
    checkBoxHookColor: '#3b31c4',
    checkBoxBackground: '#ffffff',
    checkBoxBorderColor: '#8a8a99',
    checkBoxBorderRadius: 2,
    checkBoxBorderWidth: 1,
  },
};
