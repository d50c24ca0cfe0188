import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Paths whose points are fractions of the box (0…1), so the drawing follows the box:
 * `elements` of `{type: 'path', d: [{t, x, y}], stroke, strokeWidth}` (quant-ux keeps them beside
 * the props; they are read from `props.elements`).
 */
export const SVGBox: WidgetSpec = {
  type: 'SVGBox',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new SVGBox. */
export const SVGBoxDefaults: WidgetDefaults = {
  category: 'media',
  w: 120,
  h: 80,
  props: {
    elements: [
      {
        type: 'path',
        d: [
          { t: 'M', x: 0.05, y: 0.9 },
          { t: 'L', x: 0.35, y: 0.35 },
          { t: 'L', x: 0.6, y: 0.65 },
          { t: 'L', x: 0.95, y: 0.1 },
        ],
        stroke: '#3b31c4',
        strokeWidth: 2,
      },
    ],
  },
  style: {},
};
