import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** An invisible click area, for linking parts of an imported screen image. */
export const HotSpot: WidgetSpec = {
  type: 'HotSpot',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new HotSpot. */
export const HotSpotDefaults: WidgetDefaults = { category: 'basic', w: 100, h: 60, props: {}, style: {} };
