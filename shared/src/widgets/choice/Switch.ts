import type { WidgetSpec } from '../widgetSpec';

export const Switch: WidgetSpec = {
  type: 'Switch',
  family: 'choice',
  defaults: { w: 60, h: 30, props: { active: false }, style: {} },
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};
