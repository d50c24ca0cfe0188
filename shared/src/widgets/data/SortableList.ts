import { border, corners } from '../paletteStyle';
import { textOf } from '../values';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Items (`props.options`) the tester puts in order, by dragging or with each row's up and down
 * arrows; the value is the order. `style.borderModel` "outline": each row is a card (background,
 * border, padding); else the arrow buttons are.
 */
export const SortableList: WidgetSpec = {
  type: 'SortableList',
  family: 'data',
  value: {
    kind: 'items',
    initial: (props) => (Array.isArray(props.options) ? props.options.map(textOf) : []),
  },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new SortableList. */
export const SortableListDefaults: WidgetDefaults = {
  category: 'data',
  w: 240,
  h: 200,
  props: { options: ['Item 1', 'Item 2', 'Item 3', 'Item 4'] },
  style: {
    fontSize: 14,
    color: '#333333',
    background: '#ffffff',
    ...border(1, '#d0d0da'),
    ...corners(4),
    paddingTop: 4,
    paddingBottom: 4,
    paddingLeft: 12,
    paddingRight: 4,
    borderModel: 'outline',
    arrowColor: '#3b31c4',
    arrowWidth: 2,
    buttonSize: 24,
    buttonGap: 4,
  },
};
