import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A one-line text field; with `placeholder`, its label is the hint of the empty field. */
export const TextBox: WidgetSpec = {
  type: 'TextBox',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new TextBox. */
export const TextBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Enter a text', placeholder: true },
  style: { ...FIELD_STYLE },
};
