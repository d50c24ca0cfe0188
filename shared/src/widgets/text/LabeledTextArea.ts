import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { textOf } from '../values';
import { FIELD_STYLE } from './fieldStyle';

/** A text field of several lines under a caption; props as LabeledTextBox. */
export const LabeledTextArea: WidgetSpec = {
  type: 'LabeledTextArea',
  family: 'text',
  value: { kind: 'text', initial: (props) => textOf(props.value) },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new LabeledTextArea. */
export const LabeledTextAreaDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 124,
  props: { label: 'Message', placeholderLabel: 'Enter a text' },
  style: { ...FIELD_STYLE, paddingTop: 8, paddingBottom: 8, labelColor: '#555555', labelFontSize: 12 },
};
