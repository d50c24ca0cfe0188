import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const Icon: WidgetSpec = {
  type: 'Icon',
  family: 'basic',
  records: ['WidgetClick'],
  centered: true,
};

/** The palette's new Icon. */
export const IconDefaults: WidgetDefaults = {
  category: 'basic',
  w: 40,
  h: 40,
  props: {},
  style: { color: '#333333', icon: 'mdi mdi-star' },
};
