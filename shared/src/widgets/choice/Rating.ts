import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { ratingStars } from './choiceProps';

/** Stars, `props.value` of them filled out of `props.elementCount` (quant-ux) or `props.max`, in `color`. */
export const Rating: WidgetSpec = {
  type: 'Rating',
  family: 'choice',
  value: {
    kind: 'value',
    initial: (props) => {
      const value = Number(props.value);
      return Number.isFinite(value) ? Math.min(ratingStars(props), Math.max(0, value)) : 0;
    },
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Rating. */
export const RatingDefaults: WidgetDefaults = {
  category: 'forms',
  w: 160,
  h: 28,
  props: { value: 3, elementCount: 5 },
  style: { color: '#f5a623' },
};
