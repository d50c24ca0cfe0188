import { corners } from '../paletteStyle';
import { imageUrls } from './mediaProps';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A grid of `props.images`, each `imageWidth` × `imageHeight` with `gap` between; the style's
 * background, border, corners and shadow are each image's, `selectColor` marks a chosen one.
 * `selectionMode`: `multi`, `single` or `none` (the images are only tapped). Value: the urls of
 * the chosen images, as stored.
 */
export const ImageGrid: WidgetSpec = {
  type: 'ImageGrid',
  family: 'media',
  value: { kind: 'items', options: imageUrls },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new ImageGrid. */
export const ImageGridDefaults: WidgetDefaults = {
  category: 'media',
  w: 304,
  h: 200,
  props: { images: [], imageWidth: 96, imageHeight: 96, gap: 8, selectionMode: 'multi' },
  style: { background: '#e9e9ef', selectColor: '#3b31c4', ...corners(4) },
};
