// What the round charts of a data row share (pie, doughnut, stacked rings).
import type { ReactNode } from 'react';
import { arcPath, arcsOf, chartArea, chartRows, ringThickness, seriesFallback, shares } from '@protolab/shared';
import { ChartFrame, useChartPaints } from '../../parts/dataChart';
import type { WidgetRendererProps } from '../../widgetRenderer';

export interface SeriesRound {
  /** the first row of `props.data` */
  row: number[];
  /** value i's paint, from `background<i>` */
  paints: string[];
  cx: number;
  cy: number;
  radius: number;
  /** a ring's width: `lineWidth`, at most the radius */
  thick: number;
}

/** The chart's frame around what `draw` makes of its first data row, centred in the drawing area. */
export function SeriesRoundChart({
  view,
  style,
  scale,
  draw,
}: Pick<WidgetRendererProps, 'view' | 'style' | 'scale'> & { draw(chart: SeriesRound): ReactNode }) {
  const row = chartRows(view.props.data)[0] ?? [];
  const { width, height } = chartArea(view.box, style, scale);
  const { paints, defs } = useChartPaints(
    style,
    row.map((_, i) => `background${i}`),
    seriesFallback,
  );
  const radius = Math.min(width, height) / 2;
  const thick = ringThickness(style, radius, scale);
  return (
    <ChartFrame style={style} scale={scale} width={width} height={height}>
      {defs}
      {draw({ row, paints, cx: width / 2, cy: height / 2, radius, thick })}
    </ChartFrame>
  );
}

/**
 * The row's shares of its sum as arcs of one circle of radius `r`, clockwise from the top, stroked
 * `strokeWidth` wide; each marked `data-{mark}` with its index.
 */
export function shareArcs({ row, paints, cx, cy }: SeriesRound, r: number, strokeWidth: number, mark: string) {
  return arcsOf(shares(row)).map(
    (arc, i) =>
      arc.to > arc.from && (
        <path
          key={i}
          {...{ [`data-${mark}`]: i }}
          d={arcPath(cx, cy, r, arc.from, arc.to)}
          fill="none"
          stroke={paints[i]}
          strokeWidth={strokeWidth}
        />
      ),
  );
}
