import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Groups of bars: each row of `props.data` is a group, each column a series coloured `background<column>`. */
export const BarChart: WidgetSpec = {
  type: 'BarChart',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new BarChart. */
export const BarChartDefaults: WidgetDefaults = {
  category: 'charts',
  w: 300,
  h: 150,
  props: {
    data: [
      ['1', '1', '3'],
      ['2', '1', '2'],
      ['3', '2', '1'],
      ['4', '1', '4'],
      ['5', '2', '2'],
    ],
    isHorizontal: false,
    isLine: false,
  },
  style: {
    background0: '#3b31c4',
    background1: '#8f88e8',
    background2: '#d0ccf7',
    background3: '#f1a35e',
    lineWidth: 2,
  },
};
