import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A container laid out as `props.rows` × `props.columns` cells, `props.rowGap` / `columnGap` apart, inside its padding. */
export const GridContainer: WidgetSpec = {
  type: 'GridContainer',
  family: 'data',
  records: ['WidgetClick'],
};

/** The palette's new GridContainer. */
export const GridContainerDefaults: WidgetDefaults = {
  category: 'data',
  w: 300,
  h: 200,
  props: { rows: 2, columns: 3, rowGap: 8, columnGap: 8, layout: 'grid' },
  style: {
    background: '#ffffff',
    ...border(1, '#d0d0da'),
    ...corners(4),
    paddingTop: 8,
    paddingBottom: 8,
    paddingLeft: 8,
    paddingRight: 8,
  },
};
