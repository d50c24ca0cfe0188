import type { WidgetSpec } from '../widgetSpec';

export const RadioBox: WidgetSpec = {
  type: 'RadioBox',
  family: 'choice',
  defaults: { w: 24, h: 24, props: { checked: false }, style: {} },
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};
