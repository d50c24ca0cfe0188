import type { CSSProperties, PointerEvent } from 'react';
import { boxCss, colorOf, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { cornersCss, partCss } from './pieces';
import { clamp, useDraft } from './useDraft';
import { useSlider } from './useSlider';

export const frame = 'bare';

/** A size as a share of the box height (up to 1) or in design px (above). */
function heightOf(value: unknown, boxHeight: number, fallback: number): number {
  const n = num(value);
  if (n === undefined || n <= 0) return fallback;
  return n <= 1 ? n * boxHeight : Math.min(n, boxHeight);
}

/** `props.step` when given; else whole numbers, or hundredths of a small range. */
function stepOf(value: unknown, range: number): number {
  const step = num(value);
  if (step !== undefined && step > 0) return step;
  return range >= 10 ? 1 : range / 100;
}

function onStep(value: number, min: number, step: number): number {
  return Number((min + Math.round((value - min) / step) * step).toFixed(6));
}

/**
 * A track (the style's background, borders and corners), filled in `barColor` up to the handle.
 * Played: drag the handle or tap the track; arrow, page, Home and End keys. The value is reported
 * when the drag ends, or after a pause in the key presses.
 */
export default function HSlider({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const min = num(view.props.min) ?? 0;
  const max = Math.max(num(view.props.max) ?? 100, min + Number.EPSILON);
  const step = stepOf(view.props.step, max - min);
  const draft = useDraft(typeof value === 'number' ? value : min, onValue);
  const shown = clamp(draft.shown, min, max);

  const { w, h } = view.box;
  const trackHeight = heightOf(style.cntrHeight, h, heightOf(style.barHeight, h, h / 3));
  const barHeight = heightOf(style.barHeight, h, trackHeight);
  const handleWidth = Math.min(num(style.handleWidth) ?? Math.round(w / 10), w);
  const handleHeight = heightOf(style.handleHeight, h, h);
  const handleLeft = ((shown - min) / (max - min)) * (w - handleWidth);

  const track = partCss(style, scale);
  const handleBorder = num(style.handleBorderWidth) ?? 0;
  const handleShadow =
    style.handleShadow !== undefined
      ? boxCss({ boxShadow: style.handleShadow }, scale).boxShadow
      : `0 ${scale}px ${3 * scale}px rgba(0, 0, 0, 0.3)`;
  const at = (left: number, width: number, height: number): CSSProperties => ({
    position: 'absolute',
    boxSizing: 'border-box',
    left: left * scale,
    width: width * scale,
    top: ((h - height) / 2) * scale,
    height: height * scale,
  });

  const valueAt = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const room = rect.width - handleWidth * scale;
    const share = room > 0 ? (e.clientX - rect.left - (handleWidth * scale) / 2) / room : 0;
    return onStep(clamp(min + share * (max - min), min, max), min, step);
  };
  const slider = useSlider({
    draft,
    interactive,
    shown,
    min,
    max,
    step,
    page: Math.max(step, onStep((max - min) / 10, 0, step)),
    valueAt,
    snap: (next) => onStep(next, min, step),
  });

  return (
    <div {...slider} aria-orientation="horizontal" aria-label={view.text ?? view.name}>
      <div style={{ ...at(0, w, trackHeight), ...track, background: track.background ?? '#e7e7ee' }} />
      <div
        data-part="bar"
        style={{
          ...at(0, handleLeft + handleWidth / 2, barHeight),
          ...cornersCss(style, scale),
          background: colorOf(style, 'barColor') ?? '#3b31c4',
        }}
      />
      <div
        data-part="handle"
        style={{
          ...at(handleLeft, handleWidth, handleHeight),
          background: colorOf(style, 'handleColor') ?? '#fff',
          borderRadius: (num(style.handleRadius) ?? Math.min(handleWidth, handleHeight) / 2) * scale,
          border:
            handleBorder > 0
              ? `${Math.max(1, handleBorder * scale)}px ${str(style.handleBorderStyle) ?? 'solid'} ${str(style.handleBorderColor) ?? '#333'}`
              : undefined,
          boxShadow: handleShadow,
        }}
      />
    </div>
  );
}
