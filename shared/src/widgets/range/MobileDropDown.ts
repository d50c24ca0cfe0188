import { dropDownStyle } from './dropDownStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Looks like a drop-down; played, it opens its options as a sheet from the bottom of the screen. */
export const MobileDropDown: WidgetSpec = {
  type: 'MobileDropDown',
  family: 'range',
  value: { kind: 'select' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new MobileDropDown. */
export const MobileDropDownDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Select…', options: ['Option 1', 'Option 2', 'Option 3'], selected: '' },
  style: {
    ...dropDownStyle(16),
    popupRadius: 10,
    optionBorderColor: '#e7e7ee',
    optionBorderWidth: 1,
    radioBorderColor: '#b9b9c6',
    radioBackgroundColor: '#3b31c4',
  },
};
