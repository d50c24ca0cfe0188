import { useState, type FocusEvent } from 'react';
import { IconGlyph } from '../../parts/IconGlyph';
import { str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { fontPx, navigationItems } from './mediaProps';

function focusVisible(e: FocusEvent<HTMLElement>): boolean {
  try {
    return e.currentTarget.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A menu button in the styled box: the chosen item's label (else `props.label`) and a caret (or
 * `props.icon`; only the icon with `props.hidetext`). Played, the button is a native select over
 * the items of `props.navigation`, so the list opens over everything around it.
 */
export default function NavMenu({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const items = navigationItems(view.props);
  const [ring, setRing] = useState(false);
  const chosen = typeof value === 'string' && value !== '' ? value : null;
  const icon = typeof view.props.icon === 'string' && view.props.icon !== '' ? view.props.icon : null;
  const font = fontPx(style, scale, view.box.h);
  const glyph = (size: number) => (
    <IconGlyph icon={icon} size={size} style={{ width: size, height: size, margin: 0 }} />
  );
  const caret = font * 0.7;
  return (
    <>
      {icon && view.props.hidetext === true ? (
        <span className="pl-fill" style={{ display: 'grid', placeItems: 'center' }}>
          {glyph(Math.min(view.box.w, view.box.h) * 0.6 * scale)}
        </span>
      ) : (
        <span className="pl-row" style={{ width: '100%', gap: font / 2 }}>
          <span className="pl-one-line">{chosen ?? view.text}</span>
          {icon ? (
            glyph(font * 1.4)
          ) : (
            <svg width={caret} height={caret} viewBox="0 0 10 10" aria-hidden style={{ flex: 'none' }}>
              <path d="M1 3L5 7L9 3" fill="none" stroke={str(style.caretColor) ?? 'currentColor'} strokeWidth={1.5} />
            </svg>
          )}
        </span>
      )}
      {interactive && (
        <select
          className="pl-fill"
          aria-label={view.text ?? view.name}
          value={chosen ?? ''}
          onChange={(e) => onValue(e.target.value)}
          onFocus={(e) => setRing(focusVisible(e))}
          onBlur={() => setRing(false)}
          style={{ opacity: 0, cursor: 'pointer', margin: 0 }}
        >
          {chosen === null && (
            <option value="" disabled hidden>
              {view.text ?? ''}
            </option>
          )}
          {items.map((item, i) => (
            <option key={i} value={item.label}>
              {item.label}
            </option>
          ))}
        </select>
      )}
      {ring && (
        <span
          className="pl-fill"
          style={{ outline: `${Math.max(1, 2 * scale)}px solid currentColor`, outlineOffset: -3 * scale }}
        />
      )}
    </>
  );
}
