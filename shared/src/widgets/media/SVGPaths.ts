import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Paths drawn in the vector editor: `props.paths` (`{id, d, stroke, strokeWidth, fill}`, `d` a
 * list of points `{t, x, y, x1, y1, x2, y2}`) in the frame `props.bbox` `{w, h}`, stretched to the box.
 */
export const SVGPaths: WidgetSpec = {
  type: 'SVGPaths',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new SVGPaths. */
export const SVGPathsDefaults: WidgetDefaults = {
  category: 'media',
  w: 120,
  h: 100,
  props: {
    bbox: { w: 120, h: 100 },
    paths: [
      {
        id: 'p1',
        d: [
          { t: 'M', x: 60, y: 10 },
          { t: 'C', x1: 100, y1: 10, x2: 110, y2: 60, x: 60, y: 90 },
          { t: 'C', x1: 10, y1: 60, x2: 20, y2: 10, x: 60, y: 10 },
          { t: 'Z', x: 60, y: 10 },
        ],
        stroke: '#3b31c4',
        strokeWidth: 2,
        fill: '#e3e1fb',
      },
    ],
  },
  style: {},
};
