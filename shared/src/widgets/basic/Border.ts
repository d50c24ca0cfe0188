import { border } from '../paletteStyle';
import type { WidgetSpec } from '../widgetSpec';

/** A frame: only its border is drawn, the inside stays see-through. */
export const Border: WidgetSpec = {
  type: 'Border',
  family: 'basic',
  defaults: { w: 100, h: 100, props: {}, style: { ...border(1, '#333333') } },
  records: ['WidgetClick'],
};
