import { barLayout, chartArea, chartRows, linePaths, seriesFallback } from '@protolab/shared';
import { ChartFrame, useChartPaints } from '../../parts/dataChart';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/**
 * Bars grouped by row, one colour (`background<column>`) per column; `props.isHorizontal` lays the
 * groups downwards, `props.isLine` draws a line per column instead (`color<column>` first).
 */
export default function BarChart({ view, style, scale }: WidgetRendererProps) {
  const rows = chartRows(view.props.data);
  const { width, height } = chartArea(view.box, style, scale);
  const series = Math.max(0, ...rows.map((row) => row.length));
  const line = view.props.isLine === true && view.props.isHorizontal !== true;
  const keys = Array.from({ length: series }, (_, i) =>
    line && style[`color${i}`] !== undefined ? `color${i}` : `background${i}`,
  );
  const { paints, defs } = useChartPaints(style, keys, seriesFallback);
  if (line) {
    const stroke = (num(style.lineWidth) ?? 2) * scale;
    return (
      <ChartFrame style={style} scale={scale} width={width} height={height}>
        {defs}
        {linePaths(rows, width, height, view.props.isCurve === true).map((d, i) => (
          <path
            key={i}
            data-line={i}
            d={d}
            fill="none"
            stroke={paints[i]}
            strokeWidth={stroke}
            strokeLinejoin="round"
          />
        ))}
      </ChartFrame>
    );
  }
  return (
    <ChartFrame style={style} scale={scale} width={width} height={height}>
      {defs}
      {barLayout(rows, width, height, view.props.isHorizontal === true).map((bar, i) => (
        <rect
          key={i}
          data-bar={bar.series}
          x={bar.x}
          y={bar.y}
          width={bar.w}
          height={bar.h}
          fill={paints[bar.series]}
        />
      ))}
    </ChartFrame>
  );
}
