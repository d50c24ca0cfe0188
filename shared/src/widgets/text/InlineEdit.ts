import type { WidgetSpec } from '../widgetSpec';

/** Text that looks like a label until tapped, then is edited in place; the label is the text. */
export const InlineEdit: WidgetSpec = {
  type: 'InlineEdit',
  family: 'text',
  defaults: { w: 160, h: 30, props: { label: 'Tap to edit' }, style: { color: '#333333', fontSize: 14 } },
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};
