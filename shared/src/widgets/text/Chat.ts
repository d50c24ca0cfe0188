import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A conversation: `value` holds the messages shown ({role: 'user' | 'assistant', content}),
 * `responses` the replies given in turn to what the tester sends, `label` the hint of the message
 * field. Its value is the last message the tester sent. The border and background are the field's.
 */
export const Chat: WidgetSpec = {
  type: 'Chat',
  family: 'text',
  value: { kind: 'text', initial: () => '' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Chat. */
export const ChatDefaults: WidgetDefaults = {
  category: 'data',
  w: 320,
  h: 400,
  props: {
    label: 'Type a message',
    placeholder: true,
    value: [{ role: 'assistant', content: 'Hi! How can I help you?' }],
    responses: [{ role: 'assistant', content: 'Thanks, I am looking into it.' }],
  },
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 14,
    ...border(1, '#c8c8d0'),
    ...corners(20),
    paddingTop: 8,
    paddingBottom: 8,
    paddingLeft: 12,
    paddingRight: 12,
    gap: 8,
    inputHeight: 40,
    messageRadius: 14,
    messageUserBackground: '#3b31c4',
    messageUserColor: '#ffffff',
    messageAssistantBackground: '#f0f0f5',
    messageAssistantColor: '#333333',
    messageButtonBackground: '#3b31c4',
    messageButtonColor: '#ffffff',
  },
};
