import { imageUrls } from './mediaProps';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * One image of `props.images` at a time; testers swipe (across, or up and down with
 * `props.vertical`) or use its arrows, and it wraps around. Value: the index shown, from 0.
 */
export const ImageCarousel: WidgetSpec = {
  type: 'ImageCarousel',
  family: 'media',
  value: {
    kind: 'value',
    initial: (props) => {
      const count = imageUrls(props).length;
      const start = Number(props.value);
      return count > 0 && Number.isInteger(start) ? ((start % count) + count) % count : 0;
    },
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new ImageCarousel. */
export const ImageCarouselDefaults: WidgetDefaults = {
  category: 'media',
  w: 320,
  h: 200,
  props: { images: [], vertical: false },
  style: { background: '#e9e9ef' },
};
