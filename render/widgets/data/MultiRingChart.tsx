import type { WidgetRendererProps } from '../../widgetRenderer';
import { SeriesRoundChart, shareArcs } from './seriesRound';

export const frame = 'bare';

/** A doughnut: the first row of `props.data` as segments of one ring `lineWidth` thick, coloured `background<i>`. */
export default function MultiRingChart(props: WidgetRendererProps) {
  return (
    <SeriesRoundChart
      {...props}
      draw={(chart) => shareArcs(chart, chart.radius - chart.thick / 2, chart.thick, 'segment')}
    />
  );
}
