// Maps a resolved prototype style (numbers are design px) to CSS declarations at a scale: the one
// place our style turns into CSS, for the renderer (React inline styles) and the code export
// (style sheets). Sizes are multiplied out instead of using a CSS transform, so the browser lays text
// out at its final size: sharp text. Keys are camel-cased CSS properties, as React takes them.
import type { Style } from '../model/widget';
import { numberOf as num } from '../widgets/values';
import { textLayout } from './textLayout';

/** CSS declarations by camel-cased property name. */
export type CssDeclarations = Record<string, string | number>;

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'] as const;

/** A non-empty string, else undefined. */
export function styleText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** {h, v, b, s, c, i} shadows as stored; a string is taken as CSS. */
function shadow(value: unknown, scale: number, withSpread: boolean): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const s = value as Record<string, unknown>;
  const px = (key: string) => `${(num(s[key]) ?? 0) * scale}px`;
  const parts = [px('h'), px('v'), px('b'), ...(withSpread ? [px('s')] : []), styleText(s.c) ?? 'rgba(0,0,0,0.25)'];
  return `${s.i === true && withSpread ? 'inset ' : ''}${parts.join(' ')}`;
}

/** A colour, a CSS background, or a stored gradient {direction, colors: [{c, p}]}. */
export function cssBackground(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const g = value as { direction?: unknown; colors?: Array<{ c?: unknown; p?: unknown }> };
  if (!Array.isArray(g.colors) || g.colors.length === 0) return undefined;
  const stops = g.colors.map(
    (c) => `${styleText(c.c) ?? 'transparent'}${num(c.p) === undefined ? '' : ` ${num(c.p)}%`}`,
  );
  return `linear-gradient(${num(g.direction) ?? 180}deg, ${stops.join(', ')})`;
}

/** The first of the style's keys that holds a colour (or gradient) as CSS. */
export function styleColor(style: Style, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = cssBackground(style[key]);
    if (value) return value;
  }
  return undefined;
}

/** A style with every side's border colour set to `color` (when given). */
export function withBorderColor(style: Style, color: string | undefined): Style {
  if (!color) return style;
  const result = { ...style };
  for (const side of SIDES) result[`border${side}Color`] = color;
  return result;
}

/** The box of a widget or screen: background, borders, corners, shadow and opacity. */
export function boxCss(style: Style, scale: number): CssDeclarations {
  const css: CssDeclarations = {};
  const bg = cssBackground(style.background ?? style.backgroundColor);
  if (bg) css.background = bg;
  // shorthands where the sides or corners are alike: a canvas styles thousands of boxes, and the
  // browser takes one `border` several times faster than its twelve longhands
  const sides = SIDES.map((side) => {
    const width = num(style[`border${side}Width`]) ?? 0;
    if (width <= 0) return undefined;
    return `${width * scale}px ${styleText(style[`border${side}Style`]) ?? 'solid'} ${styleText(style[`border${side}Color`]) ?? '#333'}`;
  });
  if (sides[0] && sides.every((side) => side === sides[0])) css.border = sides[0];
  else
    SIDES.forEach((side, i) => {
      if (sides[i]) css[`border${side}`] = sides[i];
    });
  const corners = CORNERS.map((corner) => num(style[`border${corner}Radius`]) || 0);
  if (corners[0] && corners.every((radius) => radius === corners[0])) css.borderRadius = `${corners[0] * scale}px`;
  else
    CORNERS.forEach((corner, i) => {
      if (corners[i]) css[`border${corner}Radius`] = `${corners[i] * scale}px`;
    });
  const boxShadow = shadow(style.boxShadow, scale, true);
  if (boxShadow) css.boxShadow = boxShadow;
  const opacity = num(style.opacity);
  if (opacity !== undefined) css.opacity = opacity;
  return css;
}

/** Font and colour of a style, without layout: for parts a widget lays out itself. */
export function fontCss(style: Style, scale: number, boxHeight: number): CssDeclarations {
  const css: CssDeclarations = {};
  const layout = textLayout(style, boxHeight, false);
  css.fontSize = `${layout.fontSize * scale}px`;
  css.lineHeight = layout.lineHeight;
  for (const key of ['color', 'fontFamily', 'fontWeight', 'fontStyle', 'textDecoration'] as const) {
    const value = styleText(style[key]) ?? num(style[key]);
    if (value !== undefined) css[key] = value;
  }
  const letterSpacing = num(style.letterSpacing);
  if (letterSpacing) css.letterSpacing = `${letterSpacing * scale}px`;
  const textShadow = shadow(style.textShadow, scale, false);
  if (textShadow) css.textShadow = textShadow;
  return css;
}

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end', justify: 'stretch' } as const;
const ALIGN_ITEMS = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

/**
 * Font, padding and alignment of a box's text, from the one text layout (`textLayout`).
 * `centered` for buttons and the like. The box is a flex container.
 */
export function textCss(style: Style, scale: number, boxHeight: number, centered: boolean): CssDeclarations {
  const layout = textLayout(style, boxHeight, centered);
  const { top, right, bottom, left } = layout.padding;
  return {
    ...fontCss(style, scale, boxHeight),
    padding: `${top * scale}px ${right * scale}px ${bottom * scale}px ${left * scale}px`,
    textAlign: layout.align,
    justifyContent: JUSTIFY[layout.align],
    alignItems: ALIGN_ITEMS[layout.vertical],
  };
}
