import { labelledMarkStyle } from './markStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { optionLabels, selectedOption } from './choiceProps';

/** A radio for each of `props.options`, one under the other; the value is the checked label. */
export const RadioGroup: WidgetSpec = {
  type: 'RadioGroup',
  family: 'choice',
  value: { kind: 'select', initial: (props) => selectedOption(props, optionLabels(props)) },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new RadioGroup. */
export const RadioGroupDefaults: WidgetDefaults = {
  category: 'forms',
  w: 160,
  h: 92,
  props: { options: ['Option 1', 'Option 2', 'Option 3'], selected: '' },
  style: labelledMarkStyle(),
};
