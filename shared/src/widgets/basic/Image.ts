import type { WidgetSpec } from '../widgetSpec';

export const Image: WidgetSpec = {
  type: 'Image',
  family: 'basic',
  defaults: { w: 200, h: 150, props: {}, style: {} },
  records: ['WidgetClick'],
};
