import { corners } from '../paletteStyle';
import { labelledMarkStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { optionLabels, selectedOptions } from './choiceProps';

/** A check box for each of `props.options`, one under the other; the value is the ticked labels in option order. */
export const CheckBoxGroup: WidgetSpec = {
  type: 'CheckBoxGroup',
  family: 'choice',
  value: {
    kind: 'items',
    initial: (props) => selectedOptions(props, optionLabels(props)),
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new CheckBoxGroup. */
export const CheckBoxGroupDefaults: WidgetDefaults = {
  category: 'forms',
  w: 160,
  h: 92,
  props: { options: ['Option 1', 'Option 2', 'Option 3'], selected: [] },
  style: { ...labelledMarkStyle(), ...corners(3) },
};
