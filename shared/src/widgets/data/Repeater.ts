import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Repeats the widgets placed in its first cell, in `props.layout` "grid" or "rows", cells
 * `props.distanceX` / `distanceY` apart; `props.rows` / `columns` when set (the format's -1: as
 * many as fit), `props.data` rows with a header for bound values.
 */
export const Repeater: WidgetSpec = {
  type: 'Repeater',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new Repeater: a thin frame, so that an empty one shows where its cells go. */
export const RepeaterDefaults: WidgetDefaults = {
  category: 'data',
  w: 300,
  h: 300,
  props: { data: [], auto: false, rows: -1, columns: -1, layout: 'grid', distanceX: 8, distanceY: 8 },
  style: { ...border(1, '#d0d0da') },
};
