import { textOf } from '@protolab/shared';
import { PLAIN_BUTTON } from '../../parts/textField';
import { Glyph } from '../../parts/textGlyphs';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** What the shutter stores: prototypes never use the real camera, so every picture has this name. */
const PHOTO_NAME = 'photo.jpg';

/**
 * A viewfinder: focus corners in the style's colour over its background and a round shutter at the
 * bottom; once a picture is taken, a picture mark with its name in the middle.
 */
export default function Camera({ view, scale, value, interactive, onValue }: WidgetRendererProps) {
  const photo = textOf(value);
  const w = view.box.w * scale;
  const h = view.box.h * scale;
  const short = Math.min(w, h);
  const inset = short * 0.08;
  const arm = short * 0.12;
  const stroke = Math.max(1, 2 * scale);
  const shutter = Math.max(28 * scale, short * 0.2);
  const corners = [
    `M${inset} ${inset + arm}V${inset}H${inset + arm}`,
    `M${w - inset - arm} ${inset}H${w - inset}V${inset + arm}`,
    `M${w - inset} ${h - inset - arm}V${h - inset}H${w - inset - arm}`,
    `M${inset + arm} ${h - inset}H${inset}V${h - inset - arm}`,
  ].join('');
  const ring = {
    ...PLAIN_BUTTON,
    position: 'absolute' as const,
    left: (w - shutter) / 2,
    bottom: inset,
    width: shutter,
    height: shutter,
    boxSizing: 'border-box' as const,
    borderRadius: '50%',
    border: `${Math.max(2, 3 * scale)}px solid currentColor`,
    display: 'grid',
    placeItems: 'center',
  };
  const disc = <span style={{ width: '74%', height: '74%', borderRadius: '50%', background: 'currentColor' }} />;
  return (
    <>
      <svg className="pl-fill" width={w} height={h} aria-hidden style={{ pointerEvents: 'none' }}>
        <path d={corners} fill="none" stroke="currentColor" strokeWidth={stroke} strokeLinecap="round" />
      </svg>
      {photo && (
        <div
          className="pl-fill"
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: short * 0.03,
            paddingBottom: shutter,
            boxSizing: 'border-box',
          }}
        >
          <Glyph name="picture" size={short * 0.3} />
          <span data-file={photo}>{photo}</span>
        </div>
      )}
      {interactive ? (
        <button type="button" aria-label={view.text ?? 'Take a photo'} style={ring} onClick={() => onValue(PHOTO_NAME)}>
          {disc}
        </button>
      ) : (
        <span style={ring}>{disc}</span>
      )}
    </>
  );
}
