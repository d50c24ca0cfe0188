// How the palette draws the choice family's marks, so that its check boxes and radios look alike.
import type { Style } from '../../model/widget';
import { border } from '../paletteStyle';

/** A white box with a dark 1 px border; the tick or dot dark too. */
export const markStyle = (): Style => ({ background: '#ffffff', ...border(1, '#333333'), colorButton: '#333333' });

/** A mark beside its label: dark 14 px text, the mark 20 px high and 8 px before the label. */
export const labelledMarkStyle = (): Style => ({
  color: '#333333',
  fontSize: 14,
  ...markStyle(),
  boxHeight: 20,
  boxMarginRight: 8,
});
