import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A button with an icon (`icon`, sized by `iconSize`) before its label that stays pressed, as a toggle button does. */
export const IconToggleButton: WidgetSpec = {
  type: 'IconToggleButton',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new IconToggleButton. */
export const IconToggleButtonDefaults: WidgetDefaults = {
  category: 'forms',
  w: 140,
  h: 40,
  props: { label: 'Favourite', checked: false },
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 14,
    ...border(1, '#333333'),
    ...corners(20),
    icon: 'mdi mdi-heart',
  },
};
