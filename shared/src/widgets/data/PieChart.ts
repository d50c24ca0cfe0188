import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** The first row of `props.data` as slices, clockwise from the top, coloured `background<index>`. */
export const PieChart: WidgetSpec = {
  type: 'PieChart',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new PieChart. */
export const PieChartDefaults: WidgetDefaults = {
  category: 'charts',
  w: 200,
  h: 200,
  props: { data: [[30, 50, 20]] },
  style: { background0: '#3b31c4', background1: '#8f88e8', background2: '#d0ccf7', background3: '#f1a35e' },
};
