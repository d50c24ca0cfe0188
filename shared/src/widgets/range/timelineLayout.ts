// A Timeline's steps: their places and colours, in design px. Pure, so the player (render/) and the
// code export draw the same timeline.
import { cssBackground, styleColor, styleText } from '../../appDocument/styleCss';
import type { Style } from '../../model/widget';
import { numberOf } from '../values';

export interface TimelineLayout {
  /** a step's circle: its diameter and its ring's width */
  circle: number;
  ring: number;
  /** the vertical line's width, centred under the circles */
  line: number;
  /** the top of step i is `first + i * step` */
  first: number;
  step: number;
  /** between a circle and its label */
  gap: number;
}

/**
 * Steps on a vertical bar the widget's height, `elementSpacing` apart (20 unless set; -1: spread
 * from the top to the bottom of the box), as quant-ux lays them out.
 */
export function timelineLayout(style: Style, count: number, boxHeight: number): TimelineLayout {
  const circle = Math.max(1, numberOf(style.circleSize) ?? 20);
  const spacing = numberOf(style.elementSpacing) ?? 20;
  return {
    circle,
    ring: numberOf(style.circleBorderWidth) ?? 2,
    line: numberOf(style.lineWidth) ?? 2,
    first: spacing < 0 ? 0 : spacing,
    step: spacing < 0 ? (count > 1 ? (boxHeight - circle) / (count - 1) : 0) : circle + spacing,
    gap: numberOf(style.paddingLeft) ?? 8,
  };
}

/** A circle key of the style: the format's spelling `cicle…`, else `circle…`. */
const circleKey = (style: Style, name: string) => style[`cicle${name}`] ?? style[`circle${name}`];

/** The colours of a step, the chosen one (`on`) in the active circle colours and `cicleActiveTextColor`. */
export function timelineStepColours(style: Style, on: boolean): { text?: string; border: string; fill: string } {
  return {
    text: on ? (styleText(circleKey(style, 'ActiveTextColor')) ?? styleText(style.color)) : styleText(style.color),
    border: styleText(circleKey(style, on ? 'ActiveBorderColor' : 'BorderColor')) ?? (on ? '#333' : '#ccc'),
    fill: cssBackground(circleKey(style, on ? 'ActiveBackground' : 'Background')) ?? (on ? '#333' : '#fff'),
  };
}

/** The vertical line's colour. */
export const timelineLineColour = (style: Style) => styleColor(style, 'lineBackground') ?? '#ccc';
