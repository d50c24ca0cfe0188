import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Concentric rings, outermost first: each value of the first row of `props.data` is a percentage. */
export const StackedRingChart: WidgetSpec = {
  type: 'StackedRingChart',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new StackedRingChart. */
export const StackedRingChartDefaults: WidgetDefaults = {
  category: 'charts',
  w: 200,
  h: 200,
  props: { data: [[80, 60, 40]] },
  style: {
    background0: '#3b31c4',
    background1: '#8f88e8',
    background2: '#d0ccf7',
    background3: '#f1a35e',
    lineWidth: 16,
  },
};
