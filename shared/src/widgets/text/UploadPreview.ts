import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Shows the image last chosen through an Upload while played; else its own image, or the empty image. */
export const UploadPreview: WidgetSpec = {
  type: 'UploadPreview',
  family: 'text',
  records: ['WidgetClick'],
};

/** The palette's new UploadPreview. */
export const UploadPreviewDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 150,
  props: {},
  style: { ...border(1, '#c8c8d0') },
};
