import { corners } from '../paletteStyle';
import type { WidgetSpec } from '../widgetSpec';

/** A button that shows a busy spinner for a moment after a tap, as a slow network call would. */
export const ButtonSlow: WidgetSpec = {
  type: 'ButtonSlow',
  family: 'basic',
  defaults: {
    w: 120,
    h: 40,
    props: { label: 'Submit', delay: 1500 },
    style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(3) },
  },
  records: ['WidgetClick'],
  centered: true,
};
