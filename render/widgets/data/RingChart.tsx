import { arcPath, chartArea, PROGRESS_RING, ringThickness } from '@protolab/shared';
import { ChartFrame, useChartPaints } from '../../parts/dataChart';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/** Progress as a ring: `props.value` percent in `color`, clockwise from the top, over a `background` track. */
export default function RingChart({ view, style, scale }: WidgetRendererProps) {
  const { width, height } = chartArea(view.box, style, scale);
  const { paints, defs } = useChartPaints(style, ['background', 'color'], (i) => PROGRESS_RING[i]);
  const part = Math.min(1, Math.max(0, (num(view.props.value) ?? 0) / 100));
  const radius = Math.min(width, height) / 2;
  const thick = ringThickness(style, radius, scale);
  const ring = (from: number, to: number) => arcPath(width / 2, height / 2, radius - thick / 2, from, to);
  return (
    <ChartFrame style={style} scale={scale} width={width} height={height}>
      {defs}
      {part < 1 && <path data-track d={ring(part, 1)} fill="none" stroke={paints[0]} strokeWidth={thick} />}
      {part > 0 && (
        <path
          data-progress={Math.round(part * 100)}
          d={ring(0, part)}
          fill="none"
          stroke={paints[1]}
          strokeWidth={thick}
        />
      )}
    </ChartFrame>
  );
}
