import { dropDownStyle } from './dropDownStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A menu button: its list opens while the pointer is over it (or on a tap); the chosen item is its value. */
export const HoverDropDown: WidgetSpec = {
  type: 'HoverDropDown',
  family: 'range',
  value: { kind: 'select' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new HoverDropDown. */
export const HoverDropDownDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 160,
  h: 40,
  props: { label: 'Menu', options: ['Item 1', 'Item 2', 'Item 3'], selected: '' },
  style: {
    ...dropDownStyle(14),
    popupBorderColor: '#d0d0da',
    popupBorderWidth: 1,
    selectedOptionBackground: '#e7e7ee',
    selectedOptionColor: '#333333',
  },
};
