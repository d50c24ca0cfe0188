import type { WidgetSpec } from '../widgetSpec';

export const Label: WidgetSpec = {
  type: 'Label',
  family: 'basic',
  defaults: { w: 120, h: 24, props: { label: 'Label' }, style: { color: '#333333', fontSize: 14 } },
  records: ['WidgetClick'],
};
