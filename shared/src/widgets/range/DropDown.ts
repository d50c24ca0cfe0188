import type { WidgetSpec } from '../widgetSpec';

export const DropDown: WidgetSpec = {
  type: 'DropDown',
  family: 'range',
  defaults: { w: 200, h: 40, props: { options: ['Option 1', 'Option 2', 'Option 3'], selected: '' }, style: {} },
  value: { kind: 'select' },
  records: ['WidgetClick', 'WidgetChange'],
};
