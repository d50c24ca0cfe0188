import { useId, type ReactNode } from 'react';
import { chartPaint, type Style } from '@protolab/shared';
import { boxCss } from '../styleCss';

// What the data charts share: their frame (border and corners, no fill: a chart's colour keys are
// its series) and SVG paints from stored colours or gradients (shared's chartData, which the code
// export draws with too).

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
    const paint = chartPaint(style[key], fallback(i));
    if (typeof paint === 'string') return paint;
    const id = `${base}-${i}`;
    const { stops, ...ends } = paint;
    defs.push(
      <linearGradient key={id} id={id} {...ends}>
        {stops.map((stop, s) => (
          <stop key={s} offset={stop.offset} stopColor={stop.color} />
        ))}
      </linearGradient>,
    );
    return `url(#${id})`;
  });
  return { paints, defs: defs.length > 0 ? <defs>{defs}</defs> : null };
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
