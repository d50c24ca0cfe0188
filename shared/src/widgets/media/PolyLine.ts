import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A flowchart shape, `props.shape` (`diamond`), filled with the style's background and outlined by its border. */
export const PolyLine: WidgetSpec = {
  type: 'PolyLine',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new PolyLine. */
export const PolyLineDefaults: WidgetDefaults = {
  category: 'media',
  w: 100,
  h: 80,
  props: { shape: 'diamond' },
  style: { background: '#3b31c4' },
};
