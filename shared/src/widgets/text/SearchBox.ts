import type { WidgetSpec } from '../widgetSpec';

export const SearchBox: WidgetSpec = {
  type: 'SearchBox',
  family: 'text',
  defaults: { w: 200, h: 40, props: { label: 'Search', placeholder: true }, style: {} },
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};
