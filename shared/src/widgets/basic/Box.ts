import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const Box: WidgetSpec = {
  type: 'Box',
  family: 'basic',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new Box. */
export const BoxDefaults: WidgetDefaults = {
  category: 'basic',
  w: 100,
  h: 100,
  props: {},
  style: { background: '#e7e7ee', ...corners(3) },
};
