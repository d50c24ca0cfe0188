import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A rounded text field with a magnifier before the text. */
export const SearchBox: WidgetSpec = {
  type: 'SearchBox',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new SearchBox. */
export const SearchBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Search', placeholder: true },
  style: { ...FIELD_STYLE, ...corners(20), paddingLeft: 12, paddingRight: 14 },
};
