// The closed field and list colours the drop-down types start with in the palette.
import type { Style } from '../../model/widget';
import { border, corners, FIELD_EDGE } from '../paletteStyle';

export function dropDownStyle(fontSize: number): Style {
  return {
    background: '#ffffff',
    color: '#333333',
    fontSize,
    ...border(1, FIELD_EDGE),
    ...corners(3),
    paddingTop: 6,
    paddingBottom: 6,
    paddingLeft: 10,
    paddingRight: 0,
    caretColor: '#333333',
    popupBackground: '#ffffff',
    popupColor: '#333333',
  };
}
