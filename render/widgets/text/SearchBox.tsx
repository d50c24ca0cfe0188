import { Glyph } from '../../parts/textGlyphs';
import { fontSizeOf, hintOf, TextField, useTypedText } from '../../parts/textField';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** A magnifier before the text field. */
export default function SearchBox({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  const size = fontSizeOf(style, view.box.h) * scale;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: size * 0.5, width: '100%', height: '100%' }}>
      <Glyph name="search" size={size * 1.2} style={{ opacity: 0.7 }} />
      <TextField
        view={view}
        text={text}
        interactive={interactive}
        hint={hintOf(view)}
        kind="search"
        style={{ flex: '1 1 0', minWidth: 0 }}
      />
    </div>
  );
}
