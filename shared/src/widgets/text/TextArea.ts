import type { WidgetSpec } from '../widgetSpec';

export const TextArea: WidgetSpec = {
  type: 'TextArea',
  family: 'text',
  defaults: { w: 200, h: 100, props: { label: 'Enter a text', placeholder: true }, style: {} },
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};
