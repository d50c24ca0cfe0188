import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Where a DragNDrop may be dropped; it shows its hover style while one is dragged over it. */
export const DragNDropTarget: WidgetSpec = {
  type: 'DragNDropTarget',
  family: 'data',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new DragNDropTarget. */
export const DragNDropTargetDefaults: WidgetDefaults = {
  category: 'data',
  w: 160,
  h: 160,
  props: { label: 'Drop here' },
  style: { background: '#f4f4f8', color: '#6e6e7f', fontSize: 14, ...border(2, '#b9b9c6', 'dashed'), ...corners(8) },
};
