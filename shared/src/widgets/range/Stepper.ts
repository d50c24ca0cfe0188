import type { WidgetSpec } from '../widgetSpec';

export const Stepper: WidgetSpec = {
  type: 'Stepper',
  family: 'range',
  defaults: { w: 120, h: 40, props: { value: 1, min: 0, max: 100 }, style: {} },
  value: { kind: 'value' },
  records: ['WidgetClick', 'WidgetChange'],
};
