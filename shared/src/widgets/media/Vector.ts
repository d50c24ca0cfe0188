import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A vector drawing: `props.paths` (`{id, d, stroke, strokeWidth, fill}`, `d` a list of points
 * `{t: M|L|C|Q|Z, x, y, x1, y1, x2, y2}` or SVG path data) in the frame `props.bbox` `{w, h}`,
 * stretched to the box.
 */
export const Vector: WidgetSpec = {
  type: 'Vector',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new Vector. */
export const VectorDefaults: WidgetDefaults = {
  category: 'media',
  w: 100,
  h: 100,
  props: {
    bbox: { w: 100, h: 100 },
    paths: [
      {
        id: 'p1',
        d: [
          { t: 'M', x: 10, y: 80 },
          { t: 'C', x1: 30, y1: 10, x2: 70, y2: 10, x: 90, y: 80 },
        ],
        stroke: '#333333',
        strokeWidth: 2,
        fill: 'none',
      },
    ],
  },
  style: {},
};
