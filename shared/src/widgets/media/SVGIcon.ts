import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A line icon from SVG markup in `props.svg` (shapes on a 24 × 24 grid, stroked in the style's
 * `color`, `strokeWidth` thick, turned by `backgroundImageRotation` degrees). Only plain shapes
 * (path, circle, ellipse, rect, line, polyline, polygon) with safe attributes are drawn.
 */
export const SVGIcon: WidgetSpec = {
  type: 'SVGIcon',
  family: 'media',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new SVGIcon. */
export const SVGIconDefaults: WidgetDefaults = {
  category: 'media',
  w: 40,
  h: 40,
  props: { svg: '<path d="M4 11l8-7l8 7" /><path d="M6 9.5v10.5h12v-10.5" /><path d="M10 20v-6h4v6" />' },
  style: { color: '#333333', strokeWidth: 1.5 },
};
