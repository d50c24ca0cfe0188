import { dropDownStyle } from './dropDownStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A closed field showing the chosen option (the label is the hint while none is), opening a list below. */
export const DropDown: WidgetSpec = {
  type: 'DropDown',
  family: 'range',
  value: { kind: 'select' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new DropDown. */
export const DropDownDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Select…', options: ['Option 1', 'Option 2', 'Option 3'], selected: '' },
  style: {
    ...dropDownStyle(18),
    popupBorderColor: '#d0d0da',
    popupBorderWidth: 1,
    selectedOptionBackground: '#3b31c4',
    selectedOptionColor: '#ffffff',
  },
};
