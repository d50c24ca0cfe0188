import { ChartFrame, chartArea, seriesFallback, useChartPaints } from '../../parts/dataChart';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { arcPath, arcsOf, chartRows, shares } from './chartData';

export const frame = 'bare';

/** A doughnut: the first row of `props.data` as segments of one ring `lineWidth` thick, coloured `background<i>`. */
export default function MultiRingChart({ view, style, scale }: WidgetRendererProps) {
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
      {arcsOf(shares(row)).map(
        (arc, i) =>
          arc.to > arc.from && (
            <path
              key={i}
              data-segment={i}
              d={arcPath(width / 2, height / 2, radius - thick / 2, arc.from, arc.to)}
              fill="none"
              stroke={paints[i]}
              strokeWidth={thick}
            />
          ),
      )}
    </ChartFrame>
  );
}
