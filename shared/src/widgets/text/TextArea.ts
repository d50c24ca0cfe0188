import type { WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A text field of several lines. */
export const TextArea: WidgetSpec = {
  type: 'TextArea',
  family: 'text',
  defaults: {
    w: 200,
    h: 100,
    props: { label: 'Enter a text', placeholder: true },
    style: { ...FIELD_STYLE, paddingTop: 8, paddingBottom: 8 },
  },
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};
