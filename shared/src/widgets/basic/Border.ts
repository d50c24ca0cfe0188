import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A frame: only its border is drawn, the inside stays see-through. */
export const Border: WidgetSpec = {
  type: 'Border',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new Border. */
export const BorderDefaults: WidgetDefaults = {
  category: 'basic',
  w: 100,
  h: 100,
  props: {},
  style: { ...border(1, '#333333') },
};
