import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** − value +: the buttons step the number by one within `props.min` and `props.max`. */
export const Stepper: WidgetSpec = {
  type: 'Stepper',
  family: 'range',
  value: { kind: 'value' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new Stepper. */
export const StepperDefaults: WidgetDefaults = {
  category: 'forms',
  w: 120,
  h: 40,
  props: { value: 1, min: 0, max: 100 },
  style: { background: '#ffffff', color: '#333333', fontSize: 16, ...border(1, '#d0d0da'), ...corners(3) },
};
