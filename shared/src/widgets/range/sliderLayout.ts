// An HSlider's range and its parts' places and looks: pure, so the player (render/) and the code
// export draw the same slider.
import { boxCss, styleColor, styleText, type CssDeclarations } from '../../appDocument/styleCss';
import type { Style } from '../../model/widget';
import { numberOf, type WidgetProps } from '../values';

export interface SliderRange {
  min: number;
  /** above min */
  max: number;
  /** what an arrow key adds or takes away */
  step: number;
}

export interface SliderLayout {
  trackHeight: number;
  /** the filled bar, from the left end to the middle of the handle */
  barHeight: number;
  barWidth: number;
  handleWidth: number;
  handleHeight: number;
  handleLeft: number;
}

/** A size as a share of the box height (up to 1) or in design px (above). */
function heightOf(value: unknown, boxHeight: number, fallback: number): number {
  const n = numberOf(value);
  if (n === undefined || n <= 0) return fallback;
  return n <= 1 ? n * boxHeight : Math.min(n, boxHeight);
}

/** `props.min` to `props.max` (0 to 100 unless set); `props.step` when given, else whole numbers, or hundredths of a small range. */
export function sliderRange(props: WidgetProps): SliderRange {
  const min = numberOf(props.min) ?? 0;
  const max = Math.max(numberOf(props.max) ?? 100, min + Number.EPSILON);
  const given = numberOf(props.step);
  const step = given !== undefined && given > 0 ? given : max - min >= 10 ? 1 : (max - min) / 100;
  return { min, max, step };
}

/** The value nearest to `value` that lies on a step from min. */
export function onStep(value: number, min: number, step: number): number {
  return Number((min + Math.round((value - min) / step) * step).toFixed(6));
}

/**
 * Where the parts of a slider `box` large lie for a value within its range: the track
 * (`cntrHeight`, else `barHeight`, else a third of the box high), the bar (`barHeight`) and the
 * handle (`handleWidth`, else a tenth of the box; `handleHeight`, else the box's height).
 */
export function sliderLayout(
  style: Style,
  box: { w: number; h: number },
  value: number,
  range: SliderRange,
): SliderLayout {
  const { w, h } = box;
  const trackHeight = heightOf(style.cntrHeight, h, heightOf(style.barHeight, h, h / 3));
  const handleWidth = Math.min(numberOf(style.handleWidth) ?? Math.round(w / 10), w);
  const handleLeft = ((value - range.min) / (range.max - range.min)) * (w - handleWidth);
  return {
    trackHeight,
    barHeight: heightOf(style.barHeight, h, trackHeight),
    barWidth: handleLeft + handleWidth / 2,
    handleWidth,
    handleHeight: heightOf(style.handleHeight, h, h),
    handleLeft,
  };
}

/** The CSS of a slider's parts at `scale`, each absolutely placed in the widget's box: track, bar and handle. */
export function sliderPartsCss(
  style: Style,
  box: { w: number; h: number },
  layout: SliderLayout,
  scale: number,
): { track: CssDeclarations; bar: CssDeclarations; handle: CssDeclarations } {
  const at = (left: number, width: number, height: number): CssDeclarations => ({
    position: 'absolute',
    boxSizing: 'border-box',
    left: left * scale,
    width: width * scale,
    top: ((box.h - height) / 2) * scale,
    height: height * scale,
  });
  const { opacity: _opacity, ...look } = boxCss(style, scale);
  const corners = Object.fromEntries(Object.entries(look).filter(([key]) => key.endsWith('Radius')));
  const { handleLeft, handleWidth, handleHeight } = layout;
  const handleBorder = numberOf(style.handleBorderWidth) ?? 0;
  return {
    track: { ...at(0, box.w, layout.trackHeight), ...look, background: look.background ?? '#e7e7ee' },
    bar: {
      ...at(0, layout.barWidth, layout.barHeight),
      ...corners,
      background: styleColor(style, 'barColor') ?? '#3b31c4',
    },
    handle: {
      ...at(handleLeft, handleWidth, handleHeight),
      background: styleColor(style, 'handleColor') ?? '#fff',
      borderRadius: (numberOf(style.handleRadius) ?? Math.min(handleWidth, handleHeight) / 2) * scale,
      ...(handleBorder > 0
        ? {
            border: `${Math.max(1, handleBorder * scale)}px ${styleText(style.handleBorderStyle) ?? 'solid'} ${styleText(style.handleBorderColor) ?? '#333'}`,
          }
        : {}),
      boxShadow:
        style.handleShadow !== undefined
          ? (boxCss({ boxShadow: style.handleShadow }, scale).boxShadow ?? 'none')
          : `0 ${scale}px ${3 * scale}px rgba(0, 0, 0, 0.3)`,
    },
  };
}
