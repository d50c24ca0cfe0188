import type { WidgetSpec } from '../widgetSpec';

export const Icon: WidgetSpec = {
  type: 'Icon',
  family: 'basic',
  defaults: { w: 40, h: 40, props: {}, style: { color: '#333333', icon: 'mdi mdi-star' } },
  records: ['WidgetClick'],
  centered: true,
};
