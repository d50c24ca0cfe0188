import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A button with an icon before its label. */
export const IconButton: WidgetSpec = {
  type: 'IconButton',
  button: true,
  family: 'basic',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new IconButton. */
export const IconButtonDefaults: WidgetDefaults = {
  category: 'basic',
  w: 140,
  h: 40,
  props: { label: 'Add' },
  style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(3), icon: 'mdi mdi-plus' },
};
