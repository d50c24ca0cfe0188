import type { WidgetSpec } from '../widgetSpec';

/** An invisible click area, for linking parts of an imported screen image. */
export const HotSpot: WidgetSpec = {
  type: 'HotSpot',
  family: 'basic',
  defaults: { w: 100, h: 60, props: {}, style: {} },
  records: ['WidgetClick'],
};
