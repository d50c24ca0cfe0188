import type { WidgetSpec } from '../widgetSpec';

export const HSlider: WidgetSpec = {
  type: 'HSlider',
  family: 'range',
  defaults: { w: 200, h: 30, props: { value: 50, min: 0, max: 100 }, style: {} },
  value: { kind: 'value' },
  records: ['WidgetClick', 'WidgetChange'],
};
