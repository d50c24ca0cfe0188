import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const Button: WidgetSpec = {
  type: 'Button',
  button: true,
  family: 'basic',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new Button. */
export const ButtonDefaults: WidgetDefaults = {
  category: 'basic',
  w: 120,
  h: 40,
  props: { label: 'Button' },
  style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(3) },
};
