import type { WidgetRendererProps } from '../../widgetRenderer';
import { SeriesRoundChart, shareArcs } from './seriesRound';

export const frame = 'bare';

/** The first row of `props.data` as slices of a full circle, clockwise from the top, coloured `background<i>`. */
export default function PieChart(props: WidgetRendererProps) {
  // a slice is an arc stroked as wide as the radius, so touching slices leave no seams
  return <SeriesRoundChart {...props} draw={(chart) => shareArcs(chart, chart.radius / 2, chart.radius, 'slice')} />;
}
