import { textOf } from '@protolab/shared';
import { fontSizeOf, PLAIN_BUTTON } from '../../parts/textField';
import { Glyph } from '../../parts/textGlyphs';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** What a tap stores when `props.location` names no place: prototypes never ask for the real one. */
const FIXED_PLACE = 'Lat: 52.52 - Long: 13.405';

/** A location mark before the label; once tapped, before the place found. */
export default function GeoLocation({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const place = textOf(value);
  const size = fontSizeOf(style, view.box.h) * 1.3 * scale;
  const row = { display: 'flex', alignItems: 'center', justifyContent: 'inherit', gap: size * 0.4, width: '100%' };
  const content = (
    <>
      <Glyph name="location" size={size} />
      <span style={{ minWidth: 0, whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {place || view.text}
      </span>
    </>
  );
  if (!interactive) return <div style={row}>{content}</div>;
  const located = typeof view.props.location === 'string' && view.props.location ? view.props.location : FIXED_PLACE;
  return (
    <button type="button" style={{ ...PLAIN_BUTTON, ...row, height: '100%' }} onClick={() => onValue(located)}>
      {content}
    </button>
  );
}
