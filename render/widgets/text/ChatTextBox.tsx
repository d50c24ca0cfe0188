import { fontSizeOf, hintOf, TextField, useTypedText } from '../../parts/textField';
import { Glyph } from '../../parts/textGlyphs';
import { sendButtonCss } from '../../parts/textSendButton';
import { num } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** A message field with a send button; Enter or the button stores the message at once. */
export default function ChatTextBox({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  const inner = view.box.h - (num(style.paddingTop) ?? 0) - (num(style.paddingBottom) ?? 0);
  const side = Math.max(16, Math.min(inner, fontSizeOf(style, view.box.h) * 3)) * scale;
  const button = sendButtonCss(style, scale, side);
  const arrow = <Glyph name="send" size={side * 0.6} />;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 * scale, width: '100%', height: '100%' }}>
      <TextField
        view={view}
        text={text}
        interactive={interactive}
        hint={hintOf(view)}
        style={{ flex: '1 1 0', minWidth: 0 }}
      />
      {interactive ? (
        <button type="button" aria-label="Send" style={button} onClick={() => text.commit()}>
          {arrow}
        </button>
      ) : (
        <span style={button}>{arrow}</span>
      )}
    </div>
  );
}
