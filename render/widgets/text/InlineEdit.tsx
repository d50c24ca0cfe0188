import { useCallback, useEffect, useRef, useState } from 'react';
import { HINT_OPACITY, hintOf, PLAIN_BUTTON, TextField, useTypedText } from '../../parts/textField';
import type { WidgetRendererProps } from '../../widgetRenderer';

/**
 * Text that looks like a label; played, a tap turns it into a field in place, with the text
 * selected. Enter or leaving the field stores it (so does a typing pause), Escape drops the change.
 */
export default function InlineEdit({ view, scale, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  const [editing, setEditing] = useState(false);
  const label = useRef<HTMLButtonElement>(null);
  const backToLabel = useRef(false);
  useEffect(() => {
    if (editing || !backToLabel.current) return;
    backToLabel.current = false;
    label.current?.focus();
  }, [editing]);
  const start = useCallback((input: HTMLInputElement | null) => {
    input?.focus();
    input?.select();
  }, []);
  const hint = hintOf(view);

  if (interactive && editing) {
    return (
      <TextField
        view={view}
        text={text}
        interactive
        hint={hint}
        inputRef={start}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') text.revert();
          if (e.key !== 'Escape' && e.key !== 'Enter') return;
          backToLabel.current = true;
          setEditing(false);
        }}
        style={{ alignSelf: 'center', height: 'auto', borderBottom: `${Math.max(1, scale)}px solid currentColor` }}
      />
    );
  }
  const shown = (
    <span className="pl-text" style={{ opacity: text.draft ? undefined : HINT_OPACITY }}>
      {text.draft || hint}
    </span>
  );
  if (!interactive) return shown;
  return (
    <button
      ref={label}
      type="button"
      onClick={() => setEditing(true)}
      style={{
        ...PLAIN_BUTTON,
        cursor: 'text',
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'inherit',
        justifyContent: 'inherit',
      }}
    >
      {shown}
    </button>
  );
}
