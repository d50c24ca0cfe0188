import type { WidgetSpec } from '../widgetSpec';

export const ToggleButton: WidgetSpec = {
  type: 'ToggleButton',
  family: 'choice',
  defaults: { w: 120, h: 40, props: { label: 'Toggle', active: false }, style: {} },
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};
