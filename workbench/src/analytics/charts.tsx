// The task charts, drawn with visx: scatter, box plots, bars and the success rate's error bar.
import { useMemo } from 'react';
import { Axis, Group, Scale } from '@visx/visx';
import type { Summary } from '@protolab/shared';
import type { TooltipApi } from './ChartCard';
import { DotCanvas, type Dot, type PlotArea } from './DotCanvas';

export const CHART_WIDTH = 520;
export const CHART_HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 44, left: 56 };
const INNER_W = CHART_WIDTH - MARGIN.left - MARGIN.right;
const INNER_H = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
const COLOR = 'var(--color-primary, #3366cc)';
const MUTED = 'var(--color-muted, #8a8f98)';

function Frame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
      width="100%"
      role="img"
      aria-label={label}
      className="chart-svg"
    >
      <Group.Group left={MARGIN.left} top={MARGIN.top}>
        {children}
      </Group.Group>
    </svg>
  );
}

const axisLabelProps = { fontSize: 12, fill: 'currentColor', textAnchor: 'middle' } as const;
// An object, not a function: visx merges an object with each axis's own defaults (a left axis's
// labels end short of their tick), while a function's answer replaces them.
const tickLabelProps = { fontSize: 11, fill: 'currentColor' } as const;

/** The value axis on a chart's left. */
function ValueAxis({ scale, label }: { scale: Axis.AxisScale; label: string }) {
  return (
    <Axis.AxisLeft
      scale={scale}
      numTicks={6}
      label={label}
      labelProps={axisLabelProps}
      tickLabelProps={tickLabelProps}
    />
  );
}

/** A category's name cut to what fits under its band (about 6.5 px a character at 11 px). */
const fitTo = (width: number) => (label: string) => {
  const room = Math.max(3, Math.floor(width / 6.5));
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
};

export interface ScatterPoint {
  x: number;
  y: number;
  good: boolean;
  label: string;
}

/** Beyond this many dots a scatter draws them on a canvas (DotCanvas), not as SVG circles. */
const SVG_DOTS_MAX = 300;
const DOT_RADIUS = 6;
const PLOT: PlotArea = {
  left: MARGIN.left,
  top: MARGIN.top,
  width: INNER_W,
  height: INNER_H,
  chartWidth: CHART_WIDTH,
  chartHeight: CHART_HEIGHT,
  radius: DOT_RADIUS,
};

/**
 * Points that land on the same whole pixel with the same outcome, as one: a big study's thousands of
 * attempts draw a few thousand dots, not one each (the same picture; the tooltip says "×3").
 */
function mergedDots(points: readonly ScatterPoint[], x: (v: number) => number, y: (v: number) => number): Dot[] {
  const dots = new Map<string, { cx: number; cy: number; good: boolean; label: string; count: number }>();
  for (const p of points) {
    const cx = Math.round(x(p.x));
    const cy = Math.round(y(p.y));
    const key = `${cx},${cy},${p.good}`;
    const dot = dots.get(key);
    if (dot) dot.count++;
    else dots.set(key, { cx, cy, good: p.good, label: p.label, count: 1 });
  }
  return [...dots.values()].map(({ label, count, ...dot }) => ({
    ...dot,
    text: count > 1 ? `${label} · ×${count}` : label,
  }));
}

export function ScatterChart(props: {
  label: string;
  points: ScatterPoint[];
  xLabel: string;
  yLabel: string;
  tooltip: TooltipApi;
}) {
  const { points, tooltip } = props;
  const dots = useMemo(() => {
    let maxX = 1;
    let maxY = 1;
    for (const p of points) {
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    const x = Scale.scaleLinear({ domain: [0, maxX * 1.05], range: [0, INNER_W], nice: true });
    const y = Scale.scaleLinear({ domain: [0, maxY * 1.1], range: [INNER_H, 0], nice: true });
    return { x, y, all: mergedDots(points, x, y) };
  }, [points]);
  const { x, y, all } = dots;
  const onCanvas = all.length > SVG_DOTS_MAX;
  return (
    <>
      <Frame label={props.label}>
        {!onCanvas &&
          all.map((dot) => (
            <circle
              key={`${dot.cx},${dot.cy},${dot.good}`}
              cx={dot.cx}
              cy={dot.cy}
              r={DOT_RADIUS}
              fill={dot.good ? COLOR : 'transparent'}
              stroke={dot.good ? COLOR : MUTED}
              strokeWidth={2}
              opacity={0.8}
              onMouseMove={(e) => tooltip.show(e, dot.text)}
              onMouseLeave={tooltip.hide}
            />
          ))}
        <Axis.AxisBottom
          top={INNER_H}
          scale={x}
          label={props.xLabel}
          labelProps={axisLabelProps}
          tickLabelProps={tickLabelProps}
        />
        <ValueAxis scale={y} label={props.yLabel} />
      </Frame>
      {onCanvas && <DotCanvas dots={all} area={PLOT} tooltip={tooltip} />}
    </>
  );
}

export interface BoxItem {
  label: string;
  summary: Summary | null;
  /** tooltip text */
  text: string;
}

const whiskerCss = { stroke: MUTED, strokeWidth: 2 };

/** The rows (whole pixels) an item's outliers fall on, each once: a big study has thousands of outliers. */
const outlierRows = (values: readonly number[], y: (v: number) => number) => [
  ...new Set(values.map((v) => Math.round(y(v)))),
];

/** Tukey box plots, one per item: whiskers, quartiles, median and outliers. */
export function BoxPlotChart(props: {
  label: string;
  items: BoxItem[];
  yLabel: string;
  tooltip: TooltipApi;
  scale?: number;
}) {
  const { items, tooltip } = props;
  const k = props.scale ?? 1;
  const values = items.flatMap((item) => (item.summary ? [item.summary.max * k] : []));
  const x = Scale.scaleBand({ domain: items.map((item) => item.label), range: [0, INNER_W], padding: 0.4 });
  const y = Scale.scaleLinear({ domain: [0, Math.max(1, ...values) * 1.05], range: [INNER_H, 0], nice: true });
  const w = x.bandwidth();
  return (
    <Frame label={props.label}>
      {items.map((item) => {
        const s = item.summary;
        if (!s) return null;
        const left = x(item.label) ?? 0;
        const mid = left + w / 2;
        return (
          <g key={item.label} onMouseMove={(e) => tooltip.show(e, item.text)} onMouseLeave={tooltip.hide}>
            <line x1={mid} x2={mid} y1={y(s.lowerWhisker * k)} y2={y(s.upperWhisker * k)} {...whiskerCss} />
            {[s.lowerWhisker, s.upperWhisker].map((v, i) => (
              <line key={i} x1={mid - w / 4} x2={mid + w / 4} y1={y(v * k)} y2={y(v * k)} {...whiskerCss} />
            ))}
            <rect
              x={left}
              width={w}
              y={y(s.q3 * k)}
              height={Math.max(1, y(s.q1 * k) - y(s.q3 * k))}
              fill={COLOR}
              fillOpacity={0.25}
              stroke={COLOR}
              strokeWidth={2}
            />
            <line x1={left} x2={left + w} y1={y(s.median * k)} y2={y(s.median * k)} stroke={COLOR} strokeWidth={3} />
            {outlierRows(s.outliers, (v) => y(v * k)).map((cy) => (
              <circle key={cy} cx={mid} cy={cy} r={3} fill="none" stroke={MUTED} />
            ))}
          </g>
        );
      })}
      <Axis.AxisBottom top={INNER_H} scale={x} tickFormat={fitTo(x.step())} tickLabelProps={tickLabelProps} />
      <ValueAxis scale={y} label={props.yLabel} />
    </Frame>
  );
}

export interface BarItem {
  label: string;
  value: number;
  text: string;
}

export function BarChart(props: { label: string; items: BarItem[]; yLabel: string; tooltip: TooltipApi }) {
  const { items, tooltip } = props;
  const x = Scale.scaleBand({ domain: items.map((item) => item.label), range: [0, INNER_W], padding: 0.25 });
  const y = Scale.scaleLinear({
    domain: [0, Math.max(1, ...items.map((item) => item.value))],
    range: [INNER_H, 0],
    nice: true,
  });
  return (
    <Frame label={props.label}>
      {items.map((item) => (
        <rect
          key={item.label}
          x={x(item.label)}
          width={x.bandwidth()}
          y={y(item.value)}
          height={INNER_H - y(item.value)}
          fill={COLOR}
          rx={3}
          onMouseMove={(e) => tooltip.show(e, item.text)}
          onMouseLeave={tooltip.hide}
        />
      ))}
      <Axis.AxisBottom top={INNER_H} scale={x} tickFormat={fitTo(x.step())} tickLabelProps={tickLabelProps} />
      <ValueAxis scale={y} label={props.yLabel} />
    </Frame>
  );
}

/** A rate on a 0..100% axis with its confidence interval as an error bar. */
export function ErrorBar({ label, rate, low, high }: { label: string; rate: number; low: number; high: number }) {
  const width = CHART_WIDTH;
  const x = Scale.scaleLinear({ domain: [0, 1], range: [16, width - 16] });
  return (
    <svg viewBox={`0 0 ${width} 56`} width="100%" role="img" aria-label={label} className="chart-svg error-bar">
      <line x1={x(0)} x2={x(1)} y1={20} y2={20} stroke={MUTED} strokeDasharray="2 4" />
      <line x1={x(low)} x2={x(high)} y1={20} y2={20} stroke={COLOR} strokeWidth={3} />
      <line x1={x(low)} x2={x(low)} y1={12} y2={28} stroke={COLOR} strokeWidth={3} />
      <line x1={x(high)} x2={x(high)} y1={12} y2={28} stroke={COLOR} strokeWidth={3} />
      <circle cx={x(rate)} cy={20} r={7} fill={COLOR} />
      <Axis.AxisBottom
        top={30}
        scale={x}
        numTicks={5}
        tickFormat={(v) => `${Math.round(Number(v) * 100)}%`}
        tickLabelProps={tickLabelProps}
      />
    </svg>
  );
}
