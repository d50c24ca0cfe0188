import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A radio whose ring takes the colour of its dot (`colorButton`) when checked, as Material draws it. */
export const RadioBox2: WidgetSpec = {
  type: 'RadioBox2',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new RadioBox2. */
export const RadioBox2Defaults: WidgetDefaults = {
  category: 'forms',
  w: 20,
  h: 20,
  props: { checked: false },
  style: { background: '#ffffff', ...border(2, '#777777'), colorButton: '#3b31c4' },
};
