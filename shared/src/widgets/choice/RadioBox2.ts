import { border } from '../paletteStyle';
import type { WidgetSpec } from '../widgetSpec';

/** A radio whose ring takes the colour of its dot (`colorButton`) when checked, as Material draws it. */
export const RadioBox2: WidgetSpec = {
  type: 'RadioBox2',
  family: 'choice',
  defaults: {
    w: 20,
    h: 20,
    props: { checked: false },
    style: { background: '#ffffff', ...border(2, '#777777'), colorButton: '#3b31c4' },
  },
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};
