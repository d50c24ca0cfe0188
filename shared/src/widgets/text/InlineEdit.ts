import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Text that looks like a label until tapped, then is edited in place; the label is the text. */
export const InlineEdit: WidgetSpec = {
  type: 'InlineEdit',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new InlineEdit. */
export const InlineEditDefaults: WidgetDefaults = {
  category: 'forms',
  w: 160,
  h: 30,
  props: { label: 'Tap to edit' },
  style: { color: '#333333', fontSize: 14 },
};
