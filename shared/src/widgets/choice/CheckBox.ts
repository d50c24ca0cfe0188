import { corners } from '../paletteStyle';
import { markStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A box that is ticked or not: its style is the box, `colorButton` the tick. */
export const CheckBox: WidgetSpec = {
  type: 'CheckBox',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new CheckBox. */
export const CheckBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 20,
  h: 20,
  props: { checked: false },
  style: { ...markStyle(), ...corners(3) },
};
