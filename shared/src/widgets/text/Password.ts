import type { WidgetSpec } from '../widgetSpec';

export const Password: WidgetSpec = {
  type: 'Password',
  family: 'text',
  defaults: { w: 200, h: 40, props: { label: 'Password', placeholder: true }, style: {} },
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};
