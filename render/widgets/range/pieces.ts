// Style helpers of the range family's bare-framed types, which draw their own boxes inside the widget.
import type { CSSProperties } from 'react';
import type { Style } from '@protolab/shared';
import { boxCss, withBorderColor } from '../../styleCss';

/** Background, borders, corners and shadow of a style for a part (the widget's box keeps the opacity). */
export function partCss(style: Style, scale: number): CSSProperties {
  const { opacity: _opacity, ...css } = boxCss(style, scale);
  return css;
}

/** Only the corners of a style. */
export function cornersCss(style: Style, scale: number): CSSProperties {
  return Object.fromEntries(Object.entries(boxCss(style, scale)).filter(([key]) => key.endsWith('Radius')));
}

/**
 * How a part that is "on" looks (a lit bar, the current page or dot): the widget's active state when
 * it has one, else the style with `activeBackground` / `activeBorderColor`. While pressed the
 * widget's style already holds the active state, so parts that are off take the plain `view.style`.
 */
export function onOffStyles(
  style: Style,
  plain: Style,
  active: Style | undefined,
  fallback: Style,
): { on: Style; off: Style } {
  if (active) return { on: { ...plain, ...active }, off: plain };
  const on = withBorderColor(
    { ...style, ...fallback },
    typeof style.activeBorderColor === 'string' ? style.activeBorderColor : undefined,
  );
  const activeBackground = style.activeBackground;
  if (activeBackground !== undefined) on.background = activeBackground;
  return { on, off: style };
}
