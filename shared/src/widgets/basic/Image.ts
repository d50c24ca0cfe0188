import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const Image: WidgetSpec = {
  type: 'Image',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new Image. */
export const ImageDefaults: WidgetDefaults = { category: 'basic', w: 200, h: 150, props: {}, style: {} };
