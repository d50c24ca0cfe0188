import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

// a stable wavy stroke for the palette
const wave = Array.from({ length: 13 }, (_, i) => ({
  t: i === 0 ? 'M' : 'L',
  x: 10 + i * 15,
  y: Math.round(50 + Math.sin(i * 0.9) * 25),
}));

/**
 * Freehand strokes, as a hand-drawn part of a wireframe: `props.paths` (`{d, stroke, strokeWidth}`,
 * `d` a list of points in design px of the box, or in `props.bbox`), drawn smoothed with round
 * ends in the style's `color` and `strokeWidth` unless a stroke says otherwise. Testers do not draw on it.
 */
export const Sketch: WidgetSpec = {
  type: 'Sketch',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new Sketch. */
export const SketchDefaults: WidgetDefaults = {
  category: 'media',
  w: 200,
  h: 100,
  props: { paths: [{ id: 'p1', d: wave }] },
  style: { color: '#333333', strokeWidth: 2 },
};
