import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A doughnut: the first row of `props.data` as segments of one ring, `lineWidth` thick. */
export const MultiRingChart: WidgetSpec = {
  type: 'MultiRingChart',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new MultiRingChart. */
export const MultiRingChartDefaults: WidgetDefaults = {
  category: 'charts',
  w: 200,
  h: 200,
  props: { data: [[20, 40, 40]] },
  style: {
    background0: '#3b31c4',
    background1: '#8f88e8',
    background2: '#d0ccf7',
    background3: '#f1a35e',
    lineWidth: 20,
  },
};
