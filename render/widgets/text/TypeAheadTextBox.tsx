import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { optionsOf } from '@protolab/shared';
import { hintOf, TextField, useTypedText, type TypedText } from '../../parts/textField';
import { popupCss, ScreenPopup } from '../../parts/textPopup';
import { background, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';

const MAX_SUGGESTIONS = 10;

/** The options starting with what is typed (any case), the typed text itself left out. */
function suggestions(options: readonly string[], typed: string): string[] {
  const start = typed.trim().toLowerCase();
  if (!start) return [];
  return options
    .filter((option) => option.toLowerCase().startsWith(start) && option.toLowerCase() !== start)
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * A text field that lists the `options` starting with what is typed below it; arrow keys move
 * through the list, Enter or a tap takes a suggestion (stored at once).
 */
export default function TypeAheadTextBox({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const owner = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => (setOpen(false), setActive(-1)), []);
  const shown = open && interactive ? suggestions(optionsOf(view), text.draft) : [];
  const pick = (option: string) => {
    close();
    text.commit(option);
  };
  const typing: TypedText = {
    ...text,
    type(typed) {
      text.type(typed);
      setOpen(true);
      setActive(-1);
    },
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const last = suggestions(optionsOf(view), text.draft).length - 1;
      setActive((i) => (e.key === 'ArrowDown' ? Math.min(last, i + 1) : Math.max(-1, i - 1)));
    } else if (e.key === 'Enter' && shown[active] !== undefined) {
      e.preventDefault();
      pick(shown[active]);
    } else if (e.key === 'Escape') {
      close();
    }
  };
  const pad = (key: string) => (num(style[key]) ?? 0) * scale;
  return (
    <div ref={owner} style={{ display: 'flex', width: '100%', height: '100%' }}>
      <TextField
        view={view}
        text={typing}
        interactive={interactive}
        hint={hintOf(view)}
        onKeyDown={onKeyDown}
        onBlur={close}
        aria={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': shown.length > 0,
          'aria-controls': listId,
          'aria-activedescendant': shown[active] === undefined ? undefined : `${listId}-${active}`,
        }}
      />
      {shown.length > 0 && (
        <ScreenPopup
          owner={owner}
          box={view.box}
          scale={scale}
          css={popupCss(style, scale, view.box.h)}
          onClose={close}
          id={listId}
          role="listbox"
          label={view.text ?? undefined}
        >
          {shown.map((option, i) => (
            <div
              key={option}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
              onPointerEnter={() => setActive(i)}
              style={{
                padding: `${pad('paddingTop')}px ${pad('paddingRight')}px ${pad('paddingBottom')}px ${pad('paddingLeft')}px`,
                cursor: 'pointer',
                whiteSpace: 'pre',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                ...(i === active && {
                  background: background(style.selectedOptionBackground) ?? 'rgba(0,0,0,0.06)',
                  color: str(style.selectedOptionColor),
                }),
              }}
            >
              {option}
            </div>
          ))}
        </ScreenPopup>
      )}
    </div>
  );
}
