import { ChartFrame, chartArea, seriesFallback, useChartPaints } from '../../parts/dataChart';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { arcPath, arcsOf, chartRows, shares } from './chartData';

export const frame = 'bare';

/** The first row of `props.data` as slices of a full circle, clockwise from the top, coloured `background<i>`. */
export default function PieChart({ view, style, scale }: WidgetRendererProps) {
  const row = chartRows(view.props.data)[0] ?? [];
  const { width, height } = chartArea(view, style, scale);
  const { paints, defs } = useChartPaints(
    style,
    row.map((_, i) => `background${i}`),
    seriesFallback,
  );
  const radius = Math.min(width, height) / 2;
  // a slice is an arc stroked as wide as the radius, so touching slices leave no seams
  return (
    <ChartFrame style={style} scale={scale} width={width} height={height}>
      {defs}
      {arcsOf(shares(row)).map(
        (arc, i) =>
          arc.to > arc.from && (
            <path
              key={i}
              data-slice={i}
              d={arcPath(width / 2, height / 2, radius / 2, arc.from, arc.to)}
              fill="none"
              stroke={paints[i]}
              strokeWidth={radius}
            />
          ),
      )}
    </ChartFrame>
  );
}
