import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';

// The pressable part of a choice widget (a check box, a radio, a switch, a segment, a tile): a
// real button when played, a plain box with the same role and state when only shown, so a
// display-only view takes no focus and no input.

/** A button's own look undone: the widget's style alone draws it. */
const UNSTYLED: CSSProperties = {
  appearance: 'none',
  margin: 0,
  padding: 0,
  borderTopStyle: 'none',
  borderRightStyle: 'none',
  borderBottomStyle: 'none',
  borderLeftStyle: 'none',
  // a page's own button rule (the player rounds its buttons) must not round a segment or a track
  borderTopLeftRadius: 0,
  borderTopRightRadius: 0,
  borderBottomRightRadius: 0,
  borderBottomLeftRadius: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  fontStyle: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  boxSizing: 'border-box',
  minWidth: 0,
  // the widget box clips what overflows it: the focus ring is drawn inside
  outlineOffset: -2,
  WebkitTapHighlightColor: 'transparent',
};

export interface ChoiceButtonProps {
  interactive: boolean;
  /** checkbox, radio and switch say `aria-checked`; button says `aria-pressed`; option says `aria-selected` */
  role: 'checkbox' | 'radio' | 'switch' | 'button' | 'option';
  on: boolean;
  /** the accessible name when the content does not give one */
  label?: string;
  /** its place in a group of choices (arrow keys find it by `data-choice`) */
  index?: number;
  /** in a group, only one choice is reached with Tab */
  tabStop?: boolean;
  onPress?: () => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * A display-only choice is a div, which has none of a button's look to undo: only the box model is
 * set. Drawn on a canvas of many screens, a choice group carries two properties a choice instead of
 * twenty-five, and looks the same.
 */
const DISPLAY_BASE: CSSProperties = { boxSizing: 'border-box', minWidth: 0 };

/** The style on top of the undone look; an unset key keeps the undone one (no grey button face). */
function styled(own: CSSProperties | undefined, interactive: boolean): CSSProperties {
  const set = Object.entries(own ?? {}).filter(([, value]) => value !== undefined);
  return { ...(interactive ? { ...UNSTYLED, cursor: 'pointer' } : DISPLAY_BASE), ...Object.fromEntries(set) };
}

export function ChoiceButton(props: ChoiceButtonProps) {
  const { role, on } = props;
  const state =
    role === 'button' ? { 'aria-pressed': on } : role === 'option' ? { 'aria-selected': on } : { 'aria-checked': on };
  const common = {
    role,
    ...state,
    'aria-label': props.label || undefined,
    'data-choice': props.index,
  };
  if (!props.interactive) {
    return (
      <div {...common} style={styled(props.style, false)}>
        {props.children}
      </div>
    );
  }
  return (
    <button
      type="button"
      {...common}
      tabIndex={props.tabStop === false ? -1 : 0}
      onClick={props.onPress}
      onKeyDown={props.onKeyDown}
      style={styled(props.style, true)}
    >
      {props.children}
    </button>
  );
}
