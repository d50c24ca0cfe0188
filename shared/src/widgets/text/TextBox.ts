import type { WidgetSpec } from '../widgetSpec';

export const TextBox: WidgetSpec = {
  type: 'TextBox',
  family: 'text',
  defaults: { w: 200, h: 40, props: { label: 'Enter a text', placeholder: true }, style: {} },
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};
