// The data charts as SVG, drawn from the renderer's own geometry and paints (shared's chartData):
// bars or lines of a BarChart, the slices of a PieChart, the segments of a MultiRingChart, the
// rings of a StackedRingChart and the progress of a RingChart.
import { boxCss } from '../../appDocument/styleCss';
import type { WidgetView } from '../../appDocument/screenView';
import type { Style } from '../../model/widget';
import {
  arcPath,
  arcsOf,
  barLayout,
  chartArea,
  chartPaint,
  chartRows,
  linePaths,
  PROGRESS_RING,
  ringThickness,
  seriesFallback,
  shares,
} from '../../widgets/data/chartData';
import { numberOf } from '../../widgets/values';
import type { Element, Rule } from '../markup';
import type { ExportedWidget, WidgetContext } from '../widgetElement';
import { bareCss, nameOf } from './frame';

export const CHARTS = new Set(['BarChart', 'PieChart', 'MultiRingChart', 'StackedRingChart', 'RingChart']);

interface Area {
  width: number;
  height: number;
}

/** The style keys' paints: colours as they are, gradients as `<linearGradient>`s named after the widget. */
function paints(style: Style, keys: readonly string[], fallback: (i: number) => string, className: string) {
  const gradients: Element[] = [];
  const list = keys.map((key, i) => {
    const paint = chartPaint(style[key], fallback(i));
    if (typeof paint === 'string') return paint;
    const id = `${className}-g${i}`;
    const { stops, ...ends } = paint;
    gradients.push({
      tag: 'linearGradient',
      attrs: { id, ...ends },
      children: stops.map((stop) => ({ tag: 'stop', attrs: { offset: stop.offset, 'stop-color': stop.color } })),
    });
    return `url(#${id})`;
  });
  return { list, defs: gradients.length > 0 ? [{ tag: 'defs', children: gradients }] : [] };
}

const stroked = (d: string, stroke: string, width: number, mark: string): Element => ({
  tag: 'path',
  attrs: { d, fill: 'none', stroke, 'stroke-width': width, [`data-${mark}`]: true },
});

function barChart(view: WidgetView, { width, height }: Area, className: string): Element[] {
  const style = view.style;
  const rows = chartRows(view.props.data);
  const series = Math.max(0, ...rows.map((row) => row.length));
  const line = view.props.isLine === true && view.props.isHorizontal !== true;
  const keys = Array.from({ length: series }, (_, i) =>
    line && style[`color${i}`] !== undefined ? `color${i}` : `background${i}`,
  );
  const { list, defs } = paints(style, keys, seriesFallback, className);
  if (line) {
    const stroke = numberOf(style.lineWidth) ?? 2;
    return [
      ...defs,
      ...linePaths(rows, width, height, view.props.isCurve === true).map((d, i) => {
        const path = stroked(d, list[i]!, stroke, 'line');
        path.attrs!['stroke-linejoin'] = 'round';
        return path;
      }),
    ];
  }
  return [
    ...defs,
    ...barLayout(rows, width, height, view.props.isHorizontal === true).map((bar): Element => ({
      tag: 'rect',
      attrs: { x: bar.x, y: bar.y, width: bar.w, height: bar.h, fill: list[bar.series] },
    })),
  ];
}

/** A round chart of the first data row: a pie's slices, a doughnut's segments or stacked rings. */
function roundChart(view: WidgetView, { width, height }: Area, className: string): Element[] {
  const row = chartRows(view.props.data)[0] ?? [];
  const keys = row.map((_, i) => `background${i}`);
  const { list, defs } = paints(view.style, keys, seriesFallback, className);
  const [cx, cy] = [width / 2, height / 2];
  const radius = Math.min(width, height) / 2;
  const thick = ringThickness(view.style, radius, 1);
  if (view.type === 'StackedRingChart') {
    const rings = row.flatMap((value, i) => {
      const r = radius - thick / 2 - i * thick;
      const part = Math.min(1, Math.max(0, value / 100));
      return r <= 0 || part === 0 ? [] : [stroked(arcPath(cx, cy, r, 0, part), list[i]!, thick, 'ring')];
    });
    return [...defs, ...rings];
  }
  // a pie's slice is an arc stroked as wide as the radius, so touching slices leave no seams
  const [r, strokeWidth] = view.type === 'PieChart' ? [radius / 2, radius] : [radius - thick / 2, thick];
  const arcs = arcsOf(shares(row)).flatMap((arc, i) =>
    arc.to > arc.from ? [stroked(arcPath(cx, cy, r, arc.from, arc.to), list[i]!, strokeWidth, 'segment')] : [],
  );
  return [...defs, ...arcs];
}

/** A RingChart: `props.value` percent in `color` over a `background` track. */
function ringChart(view: WidgetView, { width, height }: Area, className: string): Element[] {
  const { list, defs } = paints(view.style, ['background', 'color'], (i) => PROGRESS_RING[i]!, className);
  const part = Math.min(1, Math.max(0, (numberOf(view.props.value) ?? 0) / 100));
  const radius = Math.min(width, height) / 2;
  const thick = ringThickness(view.style, radius, 1);
  const ring = (from: number, to: number) => arcPath(width / 2, height / 2, radius - thick / 2, from, to);
  return [
    ...defs,
    ...(part < 1 ? [stroked(ring(part, 1), list[0]!, thick, 'track')] : []),
    ...(part > 0 ? [stroked(ring(0, part), list[1]!, thick, 'progress')] : []),
  ];
}

/** A chart: its border and corners (no fill: its colour keys are its series) around an SVG of the drawing area. */
export function chartWidget(view: WidgetView, context: WidgetContext): ExportedWidget {
  const name = context.className;
  const area = chartArea(view.box, view.style, 1);
  const drawing =
    view.type === 'BarChart'
      ? barChart(view, area, name)
      : view.type === 'RingChart'
        ? ringChart(view, area, name)
        : roundChart(view, area, name);
  const frame = boxCss(
    { ...view.style, background: undefined, backgroundColor: undefined, boxShadow: undefined, opacity: undefined },
    1,
  );
  const rules: Rule[] = [
    { selector: `.${name}`, css: bareCss(view) },
    // a flex box: the indentation of the static site's markup around the SVG is no line of text
    { selector: `.${name}-frame`, css: { ...frame, overflow: 'hidden', display: 'flex' } },
  ];
  const svg: Element = {
    tag: 'svg',
    attrs: {
      width: area.width,
      height: area.height,
      viewbox: `0 0 ${area.width} ${area.height}`,
      role: 'img',
      'aria-label': nameOf(view),
    },
    children: drawing,
  };
  const frameElement: Element = { tag: 'div', className: `pl-fill ${name}-frame`, children: [svg] };
  return { element: { tag: 'div', className: `pl-widget ${name}`, children: [frameElement] }, rules, drawn: true };
}
