// The typed text every text input of the text family shares: a draft shown at once and stored
// after a typing pause, on leaving the field or on Enter, with what was typed on the way.
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type AriaAttributes,
  type AriaRole,
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { textLayout, textOf, type Style, type WidgetValue, type WidgetView } from '@protolab/shared';
import { InvalidContext, type ValueStep } from '../widgetRenderer';

/** Typed text is stored after this pause. */
export const TYPING_PAUSE_MS = 1200;
/** At most this many steps are kept between two stored values. */
const MAX_STEPS = 100;
/** How an empty field's hint shows (as browsers show a placeholder). */
export const HINT_OPACITY = 0.55;

/** The font size text resolves to in a box of this height (design px), for marks sized by the text. */
export function fontSizeOf(style: Style, boxHeight: number): number {
  return textLayout(style, boxHeight, false).fontSize;
}

/** A button that draws nothing of its own (the widget's style draws it); it keeps the browser's focus ring. */
export const PLAIN_BUTTON: CSSProperties = {
  border: 0,
  margin: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
};

export interface TypedText {
  /** what the field shows: the value, or what is being typed */
  draft: string;
  /** the tester typed: shown at once, stored after a pause */
  type(text: string): void;
  /** stores the text now (leaving the field, Enter, a picked suggestion); the draft when not given */
  commit(text?: string): void;
  /** drops what was typed since the text was last stored (Escape) */
  revert(): void;
}

/** The draft of a text value; it follows `value` whenever that changes (other than by its own storing). */
export function useTypedText(
  value: WidgetValue | undefined,
  onValue: (value: unknown, children?: ValueStep[]) => void,
): TypedText {
  const committed = textOf(value);
  const [draft, setDraft] = useState(committed);
  const [shown, setShown] = useState(committed);
  const latest = useRef({ draft: committed, committed, stored: committed, onValue });
  latest.current.committed = committed;
  latest.current.onValue = onValue;
  if (shown !== committed) {
    setShown(committed);
    if (committed !== latest.current.stored) setDraft(committed);
  }
  const steps = useRef<ValueStep[]>([]);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const store = (text: string) => {
    clearTimeout(pause.current);
    pause.current = undefined;
    const known = text === latest.current.committed || text === latest.current.stored;
    if (known && steps.current.length === 0) return;
    const children = steps.current;
    steps.current = [];
    latest.current.stored = text;
    latest.current.onValue(text, children);
  };
  const step = (text: string) => {
    latest.current.draft = text;
    setDraft(text);
    if (steps.current.length < MAX_STEPS) steps.current.push({ time: Date.now(), value: text });
  };

  useEffect(() => {
    // a value set from outside (not this field's own storing) replaces what is being typed
    if (committed === latest.current.stored) return;
    clearTimeout(pause.current);
    pause.current = undefined;
    steps.current = [];
    latest.current.draft = committed;
    latest.current.stored = committed;
  }, [committed]);

  // what is typed when the field goes away (a timed transition) is stored, not lost
  useEffect(
    () => () => {
      if (pause.current !== undefined) store(latest.current.draft);
    },
    [],
  );

  return {
    draft,
    type(text) {
      step(text);
      clearTimeout(pause.current);
      pause.current = setTimeout(() => store(text), TYPING_PAUSE_MS);
    },
    commit(text) {
      const final = text ?? latest.current.draft;
      if (final !== latest.current.draft) step(final);
      store(final);
    },
    revert() {
      clearTimeout(pause.current);
      pause.current = undefined;
      steps.current = [];
      latest.current.draft = latest.current.stored;
      setDraft(latest.current.stored);
    },
  };
}

/**
 * The hint of an empty field: the label when `placeholder` is true (the label is then no value),
 * or a hint text of its own (`placeholder` or `placeholderLabel` as a string).
 */
export function hintOf(view: WidgetView, labelIsCaption = false): string | undefined {
  const { placeholder, placeholderLabel } = view.props;
  if (typeof placeholderLabel === 'string' && placeholderLabel) return placeholderLabel;
  if (typeof placeholder === 'string' && placeholder) return placeholder;
  if (placeholder === true && !labelIsCaption) return view.text ?? undefined;
  return undefined;
}

type InputKind = 'text' | 'password' | 'search' | 'email' | 'tel';

/** The keyboard a field asks for, from its validation rule. */
function keyboardOf(view: WidgetView): { type?: InputKind; inputMode?: 'numeric' | 'decimal' } {
  const rule = view.props.validation as { type?: unknown; subtype?: unknown } | undefined;
  const kind = rule?.type === 'custom' ? rule.subtype : rule?.type;
  if (kind === 'email') return { type: 'email' };
  if (kind === 'phone') return { type: 'tel' };
  if (kind === 'int') return { inputMode: 'numeric' };
  if (kind === 'double') return { inputMode: 'decimal' };
  return {};
}

function caseOf(view: WidgetView): CSSProperties['textTransform'] {
  const stringCase = view.props.stringCase;
  return stringCase === 'UpperCase' ? 'uppercase' : stringCase === 'LowerCase' ? 'lowercase' : undefined;
}

export interface TextFieldProps {
  view: WidgetView;
  text: TypedText;
  interactive: boolean;
  multiline?: boolean;
  /** password dots, search field */
  kind?: 'password' | 'search';
  hint?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** keys the field handles before its own (suggestions); may call preventDefault */
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  /** ARIA attributes of the control (combobox) */
  aria?: AriaAttributes & { role?: AriaRole };
  style?: CSSProperties;
}

/**
 * The text of a field filling its box: a real input or text area when played, else the text (or
 * its hint, faded) as drawn. A one-line field keeps its text on the middle line, as inputs do.
 */
export function TextField(props: TextFieldProps) {
  const { view, text, multiline = false, hint } = props;
  const transform = caseOf(view);
  const invalid = useContext(InvalidContext);
  if (!props.interactive) {
    const shown =
      text.draft === '' ? (hint ?? '') : props.kind === 'password' ? '•'.repeat(text.draft.length) : text.draft;
    return (
      <span
        className="pl-text"
        style={{
          alignSelf: multiline ? 'flex-start' : 'center',
          whiteSpace: multiline ? 'pre-wrap' : 'pre',
          overflow: 'hidden',
          textTransform: text.draft === '' ? undefined : transform,
          opacity: text.draft === '' ? HINT_OPACITY : undefined,
          ...props.style,
        }}
      >
        {shown}
      </span>
    );
  }
  const common = {
    id: props.id,
    className: 'pl-input',
    value: text.draft,
    placeholder: hint,
    'aria-invalid': invalid || undefined,
    // a field without a hint is named after the designer's name for it (a label beside it may override)
    'aria-label': hint ? undefined : view.name,
    style: { textTransform: transform, ...props.style },
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => text.type(e.target.value),
    onBlur: () => {
      text.commit();
      props.onBlur?.();
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      props.onKeyDown?.(e);
      if (e.defaultPrevented || e.key !== 'Enter' || e.nativeEvent.isComposing) return;
      if (multiline) return; // a new line
      e.preventDefault();
      text.commit();
    },
    ...props.aria,
  };
  if (multiline) return <textarea {...common} ref={props.inputRef} rows={1} />;
  const keyboard = keyboardOf(view);
  return (
    <input
      {...common}
      ref={props.inputRef}
      type={props.kind ?? keyboard.type ?? 'text'}
      inputMode={keyboard.inputMode}
      autoComplete="off"
    />
  );
}
