import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A text field that shows dots for what is typed. */
export const Password: WidgetSpec = {
  type: 'Password',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Password. */
export const PasswordDefaults: WidgetDefaults = {
  category: 'forms',
  w: 200,
  h: 40,
  props: { label: 'Password', placeholder: true },
  style: { ...FIELD_STYLE },
};
