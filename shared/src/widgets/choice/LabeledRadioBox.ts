import { labelledMarkStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A radio with its label after it; a tap on the label checks it too. `boxHeight` sizes the circle. */
export const LabeledRadioBox: WidgetSpec = {
  type: 'LabeledRadioBox',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new LabeledRadioBox. */
export const LabeledRadioBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 160,
  h: 24,
  props: { label: 'Choose me', checked: false },
  style: labelledMarkStyle(),
};
