import { useState } from 'react';
import { textOf } from '@protolab/shared';
import { fontSizeOf, HINT_OPACITY } from '../../parts/textField';
import { Glyph } from '../../parts/textGlyphs';
import { sendButtonCss } from '../../parts/textSendButton';
import { background, boxCss, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

interface Message {
  role: 'user' | 'assistant';
  content: string;
}

/** Messages as documents store them: {role, content}, or plain text (the assistant's). */
function messagesOf(value: unknown): Message[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m): Message[] => {
    if (typeof m === 'string') return [{ role: 'assistant', content: m }];
    if (typeof m !== 'object' || m === null) return [];
    const { role, content } = m as Record<string, unknown>;
    return [{ role: role === 'user' ? 'user' : 'assistant', content: textOf(content) }];
  });
}

/**
 * A conversation in bubbles: the messages of `props.value`, then what the tester sent, each
 * answered by the next of `props.responses`; below, the message field (when `inputHeight` > 0).
 * Its value is the last message sent; played, the ones sent before it stay until the value
 * changes from elsewhere.
 */
export default function Chat({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const last = textOf(value);
  const [sent, setSent] = useState<string[]>(last ? [last] : []);
  const [shown, setShown] = useState(last);
  if (shown !== last) {
    setShown(last);
    if (sent[sent.length - 1] !== last) setSent(last ? [last] : []);
  }
  const [draft, setDraft] = useState('');
  const responses = messagesOf(view.props.responses);
  const messages = [
    ...messagesOf(view.props.value),
    ...sent.flatMap((content, i): Message[] => [{ role: 'user', content }, ...responses.slice(i, i + 1)]),
  ];
  const send = () => {
    if (!draft.trim()) return;
    setSent([...sent, draft]);
    setDraft('');
    onValue(draft);
  };

  const px = (key: string) => (num(style[key]) ?? 0) * scale;
  const padding = `${px('paddingTop')}px ${px('paddingRight')}px ${px('paddingBottom')}px ${px('paddingLeft')}px`;
  const gap = (num(style.gap) ?? 8) * scale;
  const radius = px('messageRadius');
  const inputHeight = num(style.inputHeight) ?? 0;
  const side = Math.min(inputHeight, fontSizeOf(style, view.box.h) * 3) * scale;
  const hint = view.props.placeholder === false ? undefined : (view.text ?? undefined);
  const button = sendButtonCss(style, scale, side);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap, width: '100%', height: '100%' }}>
      {/* scrolled from the bottom (column-reverse): the last message shows without measuring the
          list, and stays in view as messages come while the tester reads the newest */}
      <div
        role="log"
        className="pl-scroll"
        style={{ display: 'flex', flexDirection: 'column-reverse', flex: '1 1 0', minHeight: 0 }}
      >
        {/* the auto margin keeps a short conversation at the top */}
        <div style={{ display: 'flex', flexDirection: 'column', gap, flex: 'none', marginBottom: 'auto' }}>
          {messages.map((m, i) => {
            const user = m.role === 'user';
            const pointed = view.props.messageAsBubble === true ? (user ? 'TopRight' : 'TopLeft') : null;
            return (
              <div key={i} style={{ display: 'flex', justifyContent: user ? 'flex-end' : 'flex-start', flex: 'none' }}>
                <div
                  style={{
                    maxWidth: '80%',
                    padding,
                    borderRadius: radius,
                    ...(pointed && { [`border${pointed}Radius`]: 0 }),
                    whiteSpace: 'pre-wrap',
                    background: background(user ? style.messageUserBackground : style.messageAssistantBackground),
                    color: str(user ? style.messageUserColor : style.messageAssistantColor),
                  }}
                >
                  {m.content}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {inputHeight > 0 && (
        <div style={{ ...boxCss(style, scale), display: 'flex', alignItems: 'center', gap, flex: 'none', padding }}>
          {interactive ? (
            <textarea
              className="pl-input"
              rows={1}
              value={draft}
              placeholder={hint}
              aria-label={hint ?? 'Message'}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
                e.preventDefault();
                send();
              }}
              style={{ height: inputHeight * scale, flex: '1 1 0', minWidth: 0 }}
            />
          ) : (
            <span
              className="pl-text"
              style={{
                height: inputHeight * scale,
                flex: '1 1 0',
                minWidth: 0,
                opacity: HINT_OPACITY,
                overflow: 'hidden',
              }}
            >
              {hint}
            </span>
          )}
          {interactive ? (
            <button type="button" aria-label="Send" style={button} onClick={send}>
              <Glyph name="send" size={side * 0.6} />
            </button>
          ) : (
            <span style={button}>
              <Glyph name="send" size={side * 0.6} />
            </span>
          )}
        </div>
      )}
    </div>
  );
}
