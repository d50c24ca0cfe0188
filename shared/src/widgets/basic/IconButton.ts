import { corners } from '../paletteStyle';
import type { WidgetSpec } from '../widgetSpec';

/** A button with an icon before its label. */
export const IconButton: WidgetSpec = {
  type: 'IconButton',
  family: 'basic',
  defaults: {
    w: 140,
    h: 40,
    props: { label: 'Add' },
    style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(3), icon: 'mdi mdi-plus' },
  },
  records: ['WidgetClick'],
  centered: true,
};
