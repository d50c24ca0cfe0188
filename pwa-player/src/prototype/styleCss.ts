import type { CSSProperties } from 'react';
import type { Style } from '@protolab/shared';

// Maps a resolved prototype style (numbers are design px) to CSS at a scale. Sizes are multiplied
// out instead of using a CSS transform, so the browser lays text out at its final size: sharp text.

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'] as const;

function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** {h, v, b, s, c, i} shadows as stored; a string is taken as CSS. */
function shadow(value: unknown, scale: number, withSpread: boolean): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const s = value as Record<string, unknown>;
  const px = (key: string) => `${(num(s[key]) ?? 0) * scale}px`;
  const parts = [px('h'), px('v'), px('b'), ...(withSpread ? [px('s')] : []), str(s.c) ?? 'rgba(0,0,0,0.25)'];
  return `${s.i === true && withSpread ? 'inset ' : ''}${parts.join(' ')}`;
}

/** A colour, a CSS background, or a stored gradient {direction, colors: [{c, p}]}. */
export function background(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const g = value as { direction?: unknown; colors?: Array<{ c?: unknown; p?: unknown }> };
  if (!Array.isArray(g.colors) || g.colors.length === 0) return undefined;
  const stops = g.colors.map((c) => `${str(c.c) ?? 'transparent'}${num(c.p) === undefined ? '' : ` ${num(c.p)}%`}`);
  return `linear-gradient(${num(g.direction) ?? 180}deg, ${stops.join(', ')})`;
}

const ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end', justify: 'stretch' };
const VERTICAL: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

/**
 * The CSS of a widget (or screen) box: background, borders, corners, padding, shadow, opacity and
 * text. `boxHeight` (design px) sizes an "Auto" font. `centerByDefault` for buttons and the like.
 */
export function styleCss(style: Style, scale: number, boxHeight: number, centerByDefault: boolean): CSSProperties {
  const css: Record<string, string | number> = {};
  const bg = background(style.background ?? style.backgroundColor);
  if (bg) css.background = bg;
  for (const side of SIDES) {
    const width = num(style[`border${side}Width`]) ?? 0;
    if (width <= 0) continue;
    css[`border${side}Width`] = `${width * scale}px`;
    css[`border${side}Style`] = str(style[`border${side}Style`]) ?? 'solid';
    css[`border${side}Color`] = str(style[`border${side}Color`]) ?? '#333';
  }
  for (const corner of CORNERS) {
    const radius = num(style[`border${corner}Radius`]);
    if (radius) css[`border${corner}Radius`] = `${radius * scale}px`;
  }
  for (const side of SIDES) {
    const padding = num(style[`padding${side}`]);
    if (padding) css[`padding${side}`] = `${padding * scale}px`;
  }
  const boxShadow = shadow(style.boxShadow, scale, true);
  if (boxShadow) css.boxShadow = boxShadow;
  const opacity = num(style.opacity);
  if (opacity !== undefined) css.opacity = opacity;

  const fontSize = style.fontSize === 'Auto' ? Math.max(8, boxHeight * 0.6) : (num(style.fontSize) ?? 14);
  css.fontSize = `${fontSize * scale}px`;
  for (const key of ['color', 'fontFamily', 'fontWeight', 'fontStyle', 'textDecoration'] as const) {
    const value = str(style[key]) ?? num(style[key]);
    if (value !== undefined) css[key] = value;
  }
  const letterSpacing = num(style.letterSpacing);
  if (letterSpacing) css.letterSpacing = `${letterSpacing * scale}px`;
  const lineHeight = num(style.lineHeight);
  if (lineHeight !== undefined) css.lineHeight = lineHeight > 4 ? `${lineHeight * scale}px` : lineHeight;
  const textShadow = shadow(style.textShadow, scale, false);
  if (textShadow) css.textShadow = textShadow;

  const textAlign = str(style.textAlign) ?? (centerByDefault ? 'center' : 'left');
  css.textAlign = textAlign;
  css.justifyContent = ALIGN[textAlign] ?? 'flex-start';
  css.alignItems = VERTICAL[str(style.verticalAlign) ?? (centerByDefault ? 'middle' : 'top')] ?? 'flex-start';
  return css as CSSProperties;
}
