// Text layout of a widget, computed once for every view: font size (a fixed size, or "Auto" from
// the box height), line height, padding and alignment, in design px.
import { DEFAULT_FONT_SIZE } from '../constants';
import type { Style } from '../model/widget';
import { numberOf } from '../widgets/values';

export type HorizontalAlign = 'left' | 'center' | 'right' | 'justify';
export type VerticalAlign = 'top' | 'middle' | 'bottom';

export interface TextLayout {
  fontSize: number;
  /** a multiple of the font size */
  lineHeight: number;
  padding: { top: number; right: number; bottom: number; left: number };
  align: HorizontalAlign;
  vertical: VerticalAlign;
}

/** "Auto" text is this share of the box height, rounded, as quant-ux draws it (imported numbers stay as tall). */
const AUTO_FONT_SHARE = 0.95;
const DEFAULT_LINE_HEIGHT = 1.25;

function oneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((o) => o === value);
}

/**
 * `centered`: the type centres its text unless the style says otherwise (buttons and the like).
 * A vertical alignment cleared to null (a design token without one) is the top, centred types
 * too: the existing product then gives the text no placement, and it stays at the top.
 * A line height above 4 is taken as px (quant-ux stores both), else as a multiple.
 */
export function textLayout(style: Style, boxHeight: number, centered: boolean): TextLayout {
  const fontSize =
    style.fontSize === 'Auto'
      ? Math.round(boxHeight * AUTO_FONT_SHARE)
      : (numberOf(style.fontSize) ?? DEFAULT_FONT_SIZE);
  const rawLineHeight = numberOf(style.lineHeight);
  const lineHeight =
    rawLineHeight === undefined || rawLineHeight <= 0
      ? DEFAULT_LINE_HEIGHT
      : rawLineHeight > 4
        ? rawLineHeight / fontSize
        : rawLineHeight;
  return {
    fontSize,
    lineHeight,
    padding: {
      top: numberOf(style.paddingTop) ?? 0,
      right: numberOf(style.paddingRight) ?? 0,
      bottom: numberOf(style.paddingBottom) ?? 0,
      left: numberOf(style.paddingLeft) ?? 0,
    },
    align: oneOf(style.textAlign, ['left', 'center', 'right', 'justify'] as const) ?? (centered ? 'center' : 'left'),
    vertical:
      oneOf(style.verticalAlign, ['top', 'middle', 'bottom'] as const) ??
      (centered && style.verticalAlign === undefined ? 'middle' : 'top'),
  };
}
