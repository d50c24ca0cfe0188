import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A button that shows a busy spinner for a moment after a tap, as a slow network call would. */
export const ButtonSlow: WidgetSpec = {
  type: 'ButtonSlow',
  button: true,
  family: 'basic',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new ButtonSlow. */
export const ButtonSlowDefaults: WidgetDefaults = {
  category: 'basic',
  w: 120,
  h: 40,
  props: { label: 'Submit', delay: 1500 },
  style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(3) },
};
