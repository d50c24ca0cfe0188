import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const Label: WidgetSpec = {
  type: 'Label',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new Label. */
export const LabelDefaults: WidgetDefaults = {
  category: 'basic',
  w: 120,
  h: 24,
  props: { label: 'Label' },
  style: { color: '#333333', fontSize: 14 },
};
