import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * An element the tester drags (along x and / or y: `props.dndX`, `dndY`). Dropped on a
 * DragNDropTarget it stays there and its value is that target's widget id; dropped anywhere else
 * it snaps back and its value is null.
 */
export const DragNDrop: WidgetSpec = {
  type: 'DragNDrop',
  family: 'data',
  value: { kind: 'select' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new DragNDrop. */
export const DragNDropDefaults: WidgetDefaults = {
  category: 'data',
  w: 100,
  h: 100,
  props: { label: 'Drag me', dndX: true, dndY: true },
  style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(4) },
};
