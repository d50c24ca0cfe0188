import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Progress as `props.max` segments (`props.gap` px apart), the first `props.value` of them filled
 * (`activeBackground`, `activeBorderColor`), the rest in `background`. The format spells the type
 * this way. Testers cannot change it: it holds no value.
 */
export const ProgessSegments: WidgetSpec = {
  type: 'ProgessSegments',
  family: 'range',
  records: ['WidgetClick'],
};

/** The palette's new ProgessSegments. */
export const ProgessSegmentsDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 200,
  h: 8,
  props: { max: 5, value: 2, gap: 4 },
  style: { background: '#e7e7ee', activeBackground: '#3b31c4', ...corners(4) },
};
