import { ChartFrame, chartArea, seriesFallback, useChartPaints } from '../../parts/dataChart';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { arcPath, chartRows } from './chartData';

export const frame = 'bare';

/**
 * Concentric rings `lineWidth` thick, the outermost first: ring i fills the percentage of the i-th
 * value of the first row of `props.data`, clockwise from the top, in `background<i>`.
 */
export default function StackedRingChart({ view, style, scale }: WidgetRendererProps) {
  const row = chartRows(view.props.data)[0] ?? [];
  const { width, height } = chartArea(view, style, scale);
  const { paints, defs } = useChartPaints(
    style,
    row.map((_, i) => `background${i}`),
    seriesFallback,
  );
  const radius = Math.min(width, height) / 2;
  const thick = Math.min(radius, (num(style.lineWidth) ?? 10) * scale);
  return (
    <ChartFrame style={style} scale={scale} width={width} height={height}>
      {defs}
      {row.map((value, i) => {
        const r = radius - thick / 2 - i * thick;
        const part = Math.min(1, Math.max(0, value / 100));
        if (r <= 0 || part === 0) return null;
        return (
          <path
            key={i}
            data-ring={i}
            d={arcPath(width / 2, height / 2, r, 0, part)}
            fill="none"
            stroke={paints[i]}
            strokeWidth={thick}
          />
        );
      })}
    </ChartFrame>
  );
}
