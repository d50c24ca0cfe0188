import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { dayLabel, MonthCalendar, shownMonth } from '../../parts/textCalendar';
import { fontSizeOf, HINT_OPACITY, PLAIN_BUTTON } from '../../parts/textField';
import { Glyph } from '../../parts/textGlyphs';
import { popupCss, ScreenPopup } from '../../parts/textPopup';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** The calendar popup is as wide and as tall as 18 letters of the field's text (at least the field's width). */
const POPUP_LETTERS = 18;

/**
 * A field with the chosen day ("15 Jan 2026"), or its label as a hint while none is, and a
 * calendar mark; played, a tap opens a month calendar below it and picking a day stores it.
 */
export default function DateDropDown({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const day = typeof value === 'string' ? value : null;
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => shownMonth(day, view.props));
  const [shownDay, setShownDay] = useState(day);
  if (shownDay !== day) {
    setShownDay(day);
    setMonth(shownMonth(day, view.props));
  }
  const field = useRef<HTMLButtonElement>(null);
  const close = useCallback((reason: 'outside' | 'escape' | 'picked') => {
    setOpen(false);
    if (reason !== 'outside') field.current?.focus();
  }, []);

  const fontSize = fontSizeOf(style, view.box.h);
  const row: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: fontSize * 0.5 * scale,
    width: '100%',
    height: '100%',
  };
  const content = (
    <>
      <span
        className="pl-text"
        style={{
          flex: '1 1 0',
          minWidth: 0,
          whiteSpace: 'pre',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          opacity: day ? undefined : HINT_OPACITY,
        }}
      >
        {day ? dayLabel(day, view.props) : view.text}
      </span>
      <Glyph name="calendar" size={fontSize * 1.2 * scale} style={{ opacity: 0.7 }} />
    </>
  );
  if (!interactive) return <div style={row}>{content}</div>;
  const size = fontSize * POPUP_LETTERS;
  return (
    <>
      <button
        ref={field}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          if (!open) setMonth(shownMonth(day, view.props));
          setOpen(!open);
        }}
        style={{ ...PLAIN_BUTTON, ...row }}
      >
        {content}
      </button>
      {open && (
        <ScreenPopup
          owner={field}
          box={view.box}
          scale={scale}
          width={Math.max(size, view.box.w)}
          height={size}
          css={{ ...popupCss(style, scale, view.box.h), padding: 4 * scale }}
          onClose={close}
          role="dialog"
          label={view.text ?? undefined}
        >
          <MonthCalendar
            view={view}
            style={style}
            scale={scale}
            month={month}
            chosen={day}
            onMonth={setMonth}
            onPick={(picked) => {
              close('picked');
              onValue(picked);
            }}
            autoFocus
          />
        </ScreenPopup>
      )}
    </>
  );
}
