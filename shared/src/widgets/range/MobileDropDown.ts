import { border, corners } from '../paletteStyle';
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
  w: 200,
  h: 40,
  props: { label: 'Select…', options: ['Option 1', 'Option 2', 'Option 3'], selected: '' },
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 16,
    ...border(1, '#d0d0da'),
    ...corners(3),
    paddingTop: 6,
    paddingBottom: 6,
    paddingLeft: 10,
    paddingRight: 0,
    caretColor: '#333333',
    popupBackground: '#ffffff',
    popupColor: '#333333',
    popupRadius: 10,
    optionBorderColor: '#e7e7ee',
    optionBorderWidth: 1,
    radioBorderColor: '#b9b9c6',
    radioBackgroundColor: '#3b31c4',
  },
};
