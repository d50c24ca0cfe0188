import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';
import { FIELD_STYLE } from './fieldStyle';

/** A message field with a send button; its value is the text in the field. */
export const ChatTextBox: WidgetSpec = {
  type: 'ChatTextBox',
  family: 'text',
  value: { kind: 'text' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new ChatTextBox. */
export const ChatTextBoxDefaults: WidgetDefaults = {
  category: 'forms',
  w: 300,
  h: 48,
  props: { label: 'Type a message', placeholder: true },
  style: {
    ...FIELD_STYLE,
    ...corners(24),
    paddingLeft: 16,
    paddingRight: 6,
    paddingTop: 6,
    paddingBottom: 6,
    messageButtonBackground: '#3b31c4',
    messageButtonColor: '#ffffff',
  },
};
