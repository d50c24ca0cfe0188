import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const Container: WidgetSpec = {
  type: 'Container',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new Container. */
export const ContainerDefaults: WidgetDefaults = {
  category: 'basic',
  w: 200,
  h: 200,
  props: {},
  style: { background: '#f4f4f8', ...border(1, '#d0d0da') },
};
