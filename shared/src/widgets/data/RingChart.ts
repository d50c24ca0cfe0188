import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A progress ring: `props.value` percent in `color` over a `background` track, `lineWidth` thick. */
export const RingChart: WidgetSpec = {
  type: 'RingChart',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new RingChart. */
export const RingChartDefaults: WidgetDefaults = {
  category: 'charts',
  w: 200,
  h: 200,
  props: { value: 60 },
  style: { background: '#e4e2f7', color: '#3b31c4', lineWidth: 16 },
};
