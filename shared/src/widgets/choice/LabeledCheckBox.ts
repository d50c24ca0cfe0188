import { corners } from '../paletteStyle';
import { labelledMarkStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A check box with its label after it; a tap on the label ticks it too. `boxHeight` sizes the box. */
export const LabeledCheckBox: WidgetSpec = {
  type: 'LabeledCheckBox',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new LabeledCheckBox. */
export const LabeledCheckBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 160,
  h: 24,
  props: { label: 'Check me', checked: false },
  style: { ...labelledMarkStyle(), ...corners(3) },
};
