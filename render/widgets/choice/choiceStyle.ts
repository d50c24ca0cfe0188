// Style and keyboard helpers of the choice family (a .ts file: not loaded as a widget type).
import type { KeyboardEvent } from 'react';
import { optionsOf, type Style, type WidgetView } from '@protolab/shared';
import { num, str } from '../../styleCss';

/**
 * In this family the `active` style means on (checked, pressed in, chosen), as in quant-ux, not
 * held down: the widget box lays it over the style while the pointer is down, which would show a
 * whole segment bar or tile grid as chosen for a moment. Taken off again here (the keys it set
 * go back to the widget's own style).
 */
export function unpressed(view: WidgetView, style: Style): Style {
  const active = view.states.active;
  const keys = active ? Object.keys(active) : [];
  if (!active || keys.length === 0 || keys.some((key) => style[key] !== active[key])) return style;
  const out: Style = { ...style };
  for (const key of keys) {
    if (key in view.style) out[key] = view.style[key];
    else delete out[key];
  }
  return out;
}

/**
 * The style of a choice, on or off: on, its `active` style on top, as quant-ux draws a checked
 * switch or a pressed-in toggle; without an `active` style, `fallback` on top.
 */
export function onStyle(view: WidgetView, style: Style, on: boolean, fallback?: (style: Style) => Style): Style {
  const base = unpressed(view, style);
  if (!on) return base;
  const active = view.states.active;
  if (active && Object.keys(active).length > 0) return { ...base, ...active };
  return fallback ? { ...base, ...fallback(base) } : base;
}

/** A button without an `active` style shows it is on by swapping colours: the accent fills it, the text takes the fill. */
export function swapped(style: Style): Style {
  const accent = str(style.colorButton) ?? str(style.borderTopColor) ?? str(style.color) ?? '#333333';
  const fill = str(style.background);
  return { background: accent, color: fill && fill !== 'transparent' ? fill : '#ffffff' };
}

/** A tile or segment without an `active` style shows it is chosen by a border in `colorButton`. */
export function outlined(style: Style): Style {
  const color = str(style.colorButton) ?? '#333333';
  const out: Style = {};
  for (const side of ['Top', 'Right', 'Bottom', 'Left']) {
    out[`border${side}Width`] = Math.max(2, num(style[`border${side}Width`]) ?? 0);
    out[`border${side}Color`] = color;
  }
  return out;
}

const STEPS: Record<string, 'previous' | 'next' | 'up' | 'down'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * Arrow keys, Home and End in a group of choices (radios, segments, tiles), as in a radio group:
 * focus moves to the neighbour, which is chosen. Choices carry `data-choice` (their index) inside
 * an element with `data-choice-group`. Up and down move by `columns` (1: a list, a row: also 1).
 */
export function moveInGroup(
  e: KeyboardEvent<HTMLElement>,
  index: number,
  count: number,
  choose: (index: number) => void,
  columns = 1,
): void {
  const step = STEPS[e.key];
  let next: number;
  if (step === 'previous') next = index - 1;
  else if (step === 'next') next = index + 1;
  else if (step === 'up') next = index - columns;
  else if (step === 'down') next = index + columns;
  else if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = count - 1;
  else return;
  e.preventDefault();
  if (count === 0) return;
  next = ((next % count) + count) % count;
  if (next === index) return;
  const group = e.currentTarget.closest('[data-choice-group]');
  group?.querySelector<HTMLElement>(`[data-choice="${next}"]`)?.focus();
  choose(next);
}

/**
 * A radio per option of the widget, its value the chosen option: the options, the chosen one's index
 * (-1: none), and option i's radio props (Tab reaches the chosen one, or the first; arrow keys move the
 * choice).
 */
export function optionRadios(view: WidgetView, value: unknown, onValue: (value: unknown) => void) {
  const options = optionsOf(view);
  const chosen = typeof value === 'string' ? options.indexOf(value) : -1;
  const choose = (i: number) => i !== chosen && onValue(options[i]);
  const radio = (i: number) => ({
    role: 'radio' as const,
    on: i === chosen,
    index: i,
    tabStop: i === Math.max(0, chosen),
    onPress: () => choose(i),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => moveInGroup(e, i, options.length, choose),
  });
  return { options, chosen, radio };
}
