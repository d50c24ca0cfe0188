import { useId, type ReactNode } from 'react';
import type { Style, WidgetView } from '@protolab/shared';
import { boxCss, num, str } from '../styleCss';

// What the data charts share: their frame (border and corners, no fill: a chart's colour keys are
// its series) and SVG paints from stored colours or gradients.

/** Series colours for a `background<i>` the style does not set. */
const SERIES = ['#3b31c4', '#8f88e8', '#d0ccf7', '#f1a35e', '#5eb4f1', '#7ccf8a', '#e77657', '#fadf5b'];

export function seriesFallback(index: number): string {
  return SERIES[index % SERIES.length];
}

interface Gradient {
  direction?: unknown;
  colors: Array<{ c?: unknown; p?: unknown }>;
}

function isGradient(value: unknown): value is Gradient {
  return typeof value === 'object' && value !== null && Array.isArray((value as Gradient).colors);
}

/** A stored CSS angle (0 = upwards, 90 = to the right) as the ends of an SVG gradient in its box. */
function gradientEnds(direction: unknown) {
  const a = ((num(direction) ?? 180) * Math.PI) / 180;
  const dx = Math.sin(a) / 2;
  const dy = -Math.cos(a) / 2;
  return { x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy };
}

/**
 * Resolves colour style keys to SVG paints: a colour as it is, a stored gradient as a
 * `<linearGradient>` (to be drawn in `defs`), a missing one as `fallback(i)`.
 */
export function useChartPaints(
  style: Style,
  keys: readonly string[],
  fallback: (index: number) => string,
): { paints: string[]; defs: ReactNode } {
  const base = `pl-g${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const defs: ReactNode[] = [];
  const paints = keys.map((key, i) => {
    const value = style[key];
    if (isGradient(value) && value.colors.length > 0) {
      const id = `${base}-${i}`;
      defs.push(
        <linearGradient key={id} id={id} {...gradientEnds(value.direction)}>
          {value.colors.map((stop, s) => (
            <stop
              key={s}
              offset={`${num(stop.p) ?? (s / Math.max(1, value.colors.length - 1)) * 100}%`}
              stopColor={str(stop.c) ?? 'transparent'}
            />
          ))}
        </linearGradient>,
      );
      return `url(#${id})`;
    }
    return str(value) ?? fallback(i);
  });
  return { paints, defs: defs.length > 0 ? <defs>{defs}</defs> : null };
}

/** The drawing area inside the border, in CSS px. */
export function chartArea(view: WidgetView, style: Style, scale: number): { width: number; height: number } {
  const side = (key: string) => num(style[`border${key}Width`]) ?? 0;
  return {
    width: Math.max(0, (view.box.w - side('Left') - side('Right')) * scale),
    height: Math.max(0, (view.box.h - side('Top') - side('Bottom')) * scale),
  };
}

/** A chart's box: its border and corners around an SVG of the drawing area. */
export function ChartFrame(props: { style: Style; scale: number; width: number; height: number; children: ReactNode }) {
  const frame = boxCss(
    { ...props.style, background: undefined, backgroundColor: undefined, boxShadow: undefined, opacity: undefined },
    props.scale,
  );
  return (
    <div className="pl-fill" style={{ ...frame, boxSizing: 'border-box', overflow: 'hidden' }}>
      <svg width={props.width} height={props.height} viewBox={`0 0 ${props.width} ${props.height}`} aria-hidden>
        {props.children}
      </svg>
    </div>
  );
}
