import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A text field of several lines. */
export const TextArea: WidgetSpec = {
  type: 'TextArea',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new TextArea. */
export const TextAreaDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 100,
  props: { label: 'Enter a text', placeholder: true },
  style: { ...FIELD_STYLE, paddingTop: 8, paddingBottom: 8 },
};
