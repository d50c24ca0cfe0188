// The palette look text inputs of the family start from: a white field with a thin grey border
// that stands out enough from the white around it.
import { border, corners, FIELD_EDGE } from '../paletteStyle';
import type { Style } from '../../model/widget';

export const FIELD_STYLE: Style = {
  background: '#ffffff',
  color: '#333333',
  fontSize: 14,
  ...border(1, FIELD_EDGE),
  ...corners(4),
  paddingLeft: 10,
  paddingRight: 10,
};

/** The popup of a field (suggestions, calendar), as drop downs store it. */
export const POPUP_STYLE: Style = {
  popupBackground: '#ffffff',
  popupColor: '#333333',
  popupBorderColor: '#c8c8d0',
  popupBorderWidth: 1,
  popupBorderRadius: 4,
  popupShadow: { h: 0, v: 4, b: 12, s: 0, c: 'rgba(0,0,0,0.15)' },
};

/** A month calendar's marks: the chosen day filled, week day names muted. */
export const CALENDAR_STYLE: Style = {
  headerColor: '#333333',
  tableHeaderColor: '#8a8a99',
  selectedBackground: '#3b31c4',
  selectedColor: '#ffffff',
  itemBorderRadius: 50,
};
