import type { WidgetSpec } from '../widgetSpec';

export const LabeledCheckBox: WidgetSpec = {
  type: 'LabeledCheckBox',
  family: 'choice',
  defaults: { w: 160, h: 24, props: { label: 'Check me', checked: false }, style: {} },
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};
