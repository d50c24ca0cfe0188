import type { CSSProperties, PointerEvent } from 'react';
import { onStep, sliderLayout, sliderPartsCss, sliderRange } from '@protolab/shared';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { clamp, useDraft } from './useDraft';
import { useSlider } from './useSlider';

export const frame = 'bare';

/**
 * A track (the style's background, borders and corners), filled in `barColor` up to the handle.
 * Played: drag the handle or tap the track; arrow, page, Home and End keys. The value is reported
 * when the drag ends, or after a pause in the key presses.
 */
export default function HSlider({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const range = sliderRange(view.props);
  const { min, max, step } = range;
  const draft = useDraft(typeof value === 'number' ? value : min, onValue);
  const shown = clamp(draft.shown, min, max);

  const layout = sliderLayout(style, view.box, shown, range);
  const { track, bar, handle } = sliderPartsCss(style, view.box, layout, scale);

  const valueAt = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const room = rect.width - layout.handleWidth * scale;
    const share = room > 0 ? (e.clientX - rect.left - (layout.handleWidth * scale) / 2) / room : 0;
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
      <div style={track as CSSProperties} />
      <div data-part="bar" style={bar as CSSProperties} />
      <div data-part="handle" style={handle as CSSProperties} />
    </div>
  );
}
