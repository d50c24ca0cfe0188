// A scatter's dots on a canvas, drawn from the chart's own scales: a big study's thousands of dots as
// one element instead of one SVG circle each. The pointer finds the dot under it for the tooltip.
import { useEffect, useRef } from 'react';
import type { TooltipApi } from './ChartCard';

/** A dot in the plot's own units (the chart's viewBox, from the plot's top left). */
export interface Dot {
  cx: number;
  cy: number;
  good: boolean;
  /** the tooltip's text */
  text: string;
}

/** The plot area within the chart's viewBox, and the dots' radius, in the same units. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
  chartWidth: number;
  chartHeight: number;
  radius: number;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
/** Room around the plot for the edge dots' halves and strokes. */
const padOf = (area: PlotArea) => area.radius + 2;

/** The colours the SVG charts take from the page's custom properties, for the canvas. */
function colours(element: Element) {
  const style = getComputedStyle(element);
  return {
    good: style.getPropertyValue('--color-primary').trim() || '#3366cc',
    bad: style.getPropertyValue('--color-muted').trim() || '#8a8f98',
  };
}

function draw(canvas: HTMLCanvasElement, width: number, height: number, dots: readonly Dot[], area: PlotArea) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const g = canvas.getContext('2d');
  if (!g) return;
  const pad = padOf(area);
  const k = (width / (area.width + 2 * pad)) * ratio;
  g.setTransform(k, 0, 0, k, pad * k, pad * k);
  g.globalAlpha = 0.8;
  g.lineWidth = 2;
  const { good, bad } = colours(canvas);
  for (const dot of dots) {
    g.beginPath();
    g.arc(dot.cx, dot.cy, area.radius, 0, 2 * Math.PI);
    if (dot.good) {
      g.fillStyle = good;
      g.fill();
    }
    g.strokeStyle = dot.good ? good : bad;
    g.stroke();
  }
}

/** The dot nearest to (x, y) within its radius and stroke, if any. */
function dotAt(dots: readonly Dot[], x: number, y: number, radius: number): Dot | undefined {
  let best: Dot | undefined;
  let bestDistance = (radius + 1) ** 2;
  for (const dot of dots) {
    const distance = (dot.cx - x) ** 2 + (dot.cy - y) ** 2;
    if (distance <= bestDistance) {
      best = dot;
      bestDistance = distance;
    }
  }
  return best;
}

export function DotCanvas({ dots, area, tooltip }: { dots: readonly Dot[]; area: PlotArea; tooltip: TooltipApi }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const pad = padOf(area);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    // drawn once laid out (a chart far below the view is not, until it comes near), and on each resize
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      if (width > 0 && height > 0) draw(canvas, width, height, dots, area);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [dots, area]);
  return (
    <canvas
      ref={ref}
      className="chart-dots"
      // the chart's SVG names it and its table view lists the dots
      aria-hidden="true"
      style={{
        left: percent(area.left - pad, area.chartWidth),
        top: percent(area.top - pad, area.chartHeight),
        width: percent(area.width + 2 * pad, area.chartWidth),
        height: percent(area.height + 2 * pad, area.chartHeight),
      }}
      onMouseMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const scale = (area.width + 2 * pad) / box.width;
        const x = (event.clientX - box.left) * scale - pad;
        const y = (event.clientY - box.top) * scale - pad;
        const dot = dotAt(dots, x, y, area.radius);
        if (dot) tooltip.show(event, dot.text);
        else tooltip.hide();
      }}
      onMouseLeave={tooltip.hide}
    />
  );
}
