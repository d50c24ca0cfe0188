import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { textOf } from '../values';
import { FIELD_STYLE } from './fieldStyle';

/**
 * A text field under a caption: `label` is the caption (never the value), `placeholderLabel` the
 * hint of the empty field, `value` the text it starts with. The border and background are the field's.
 */
export const LabeledTextBox: WidgetSpec = {
  type: 'LabeledTextBox',
  family: 'text',
  value: { kind: 'text', initial: (props) => textOf(props.value) },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new LabeledTextBox. */
export const LabeledTextBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 64,
  props: { label: 'Name', placeholderLabel: 'Enter a text' },
  style: { ...FIELD_STYLE, labelColor: '#555555', labelFontSize: 12 },
};
