// Figma paints and effects as our style values: colours as #rrggbb or rgba(), linear gradients as
// {direction, colors: [{c, p}]} (render/styleCss.ts), drop shadows as {h, v, b, s, c, i}.
import type { FigmaColor, FigmaEffect, FigmaPaint, FigmaRectangle } from './figmaTypes';

const hex2 = (n: number) =>
  Math.round(Math.min(1, Math.max(0, n)) * 255)
    .toString(16)
    .padStart(2, '0');

/** A Figma colour (times an opacity) as CSS; `#rrggbb` when opaque. */
export function cssColor(color: FigmaColor, opacity = 1): string {
  const alpha = Math.round((color.a ?? 1) * opacity * 1000) / 1000;
  if (alpha >= 1) return `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}`;
  const c = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 255);
  return `rgba(${c(color.r)},${c(color.g)},${c(color.b)},${alpha})`;
}

export const isVisible = (paint: { visible?: boolean }) => paint.visible !== false;

/** The visible paints, bottom first as Figma lists them. */
export const visiblePaints = (paints: readonly FigmaPaint[] | undefined): FigmaPaint[] =>
  (paints ?? []).filter((p) => isVisible(p) && (p.opacity ?? 1) > 0);

export interface Gradient {
  direction: number;
  colors: { c: string; p: number }[];
}

/**
 * A linear gradient as CSS draws it: the angle of Figma's start→end handles in the box's px, and the
 * stops moved onto CSS's gradient line (which spans the box's corners along that angle).
 */
export function linearGradient(paint: FigmaPaint, box: Pick<FigmaRectangle, 'width' | 'height'>): Gradient | undefined {
  const [start, end] = paint.gradientHandlePositions ?? [];
  const stops = paint.gradientStops ?? [];
  if (!start || !end || stops.length === 0) return undefined;
  const dx = (end.x - start.x) * box.width;
  const dy = (end.y - start.y) * box.height;
  const radians = Math.atan2(dx, -dy);
  const ux = Math.sin(radians);
  const uy = -Math.cos(radians);
  const length = Math.abs(box.width * ux) + Math.abs(box.height * uy) || 1;
  const along = (p: { x: number; y: number }) =>
    (((p.x - 0.5) * box.width * ux + (p.y - 0.5) * box.height * uy) / length + 0.5) * 100;
  const from = along(start);
  const to = along(end);
  const opacity = paint.opacity ?? 1;
  return {
    direction: Math.round(((radians * 180) / Math.PI + 360) % 360),
    colors: stops.map((stop) => ({
      c: cssColor(stop.color, opacity),
      p: Math.round((from + stop.position * (to - from)) * 10) / 10,
    })),
  };
}

/** A shadow effect as we store it; undefined for blurs. */
export function shadowOf(effect: FigmaEffect): Record<string, unknown> | undefined {
  if (effect.type !== 'DROP_SHADOW' && effect.type !== 'INNER_SHADOW') return undefined;
  return {
    h: effect.offset?.x ?? 0,
    v: effect.offset?.y ?? 0,
    b: effect.radius ?? 0,
    s: effect.spread ?? 0,
    c: cssColor(effect.color ?? { r: 0, g: 0, b: 0, a: 0.25 }),
    ...(effect.type === 'INNER_SHADOW' ? { i: true } : {}),
  };
}
