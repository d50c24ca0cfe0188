import type { WidgetRendererProps } from '../../widgetRenderer';
import { arcPath } from '@protolab/shared';
import { SeriesRoundChart } from './seriesRound';

export const frame = 'bare';

/**
 * Concentric rings `lineWidth` thick, the outermost first: ring i fills the percentage of the i-th
 * value of the first row of `props.data`, clockwise from the top, in `background<i>`.
 */
export default function StackedRingChart(props: WidgetRendererProps) {
  return (
    <SeriesRoundChart
      {...props}
      draw={({ row, paints, cx, cy, radius, thick }) =>
        row.map((value, i) => {
          const r = radius - thick / 2 - i * thick;
          const part = Math.min(1, Math.max(0, value / 100));
          if (r <= 0 || part === 0) return null;
          return (
            <path
              key={i}
              data-ring={i}
              d={arcPath(cx, cy, r, 0, part)}
              fill="none"
              stroke={paints[i]}
              strokeWidth={thick}
            />
          );
        })
      }
    />
  );
}
