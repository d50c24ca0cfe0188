import type { WidgetSpec } from '../widgetSpec';

export const LabeledRadioBox: WidgetSpec = {
  type: 'LabeledRadioBox',
  family: 'choice',
  defaults: { w: 160, h: 24, props: { label: 'Choose me', checked: false }, style: {} },
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};
