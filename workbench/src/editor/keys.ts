// Key strings of the editor's shortcuts ("Mod+Z", "Shift+Mod+Z", "Delete", "Shift+ArrowUp", "?"):
// whether a keydown is one, how one is written for the designer, and where keys are not ours.
// Mod is ⌘ on a Mac and Ctrl elsewhere. Letters match the character typed (so Ctrl+Z is where the
// layout puts Z), or the key's place when the character is no letter (Alt on a Mac, other scripts);
// digits and brackets match their place too, since Shift changes what they type. A symbol ("?",
// "+") matches what is typed, whatever Shift it took.
import type { TFunction } from 'i18next';

export interface KeyCombo {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  /** the key: a letter or digit ("Z", "1"), a symbol ("?", "["), or a key's name ("Delete", "ArrowUp") */
  key: string;
}

const MODIFIERS = ['Mod', 'Alt', 'Shift'] as const;

/** "Shift+Mod+Z" → its parts; "+" and "Mod++" name the plus key. */
export function parseKey(text: string): KeyCombo {
  const parts = text === '+' ? ['+'] : text.endsWith('++') ? [...text.slice(0, -2).split('+'), '+'] : text.split('+');
  const key = parts.pop() ?? '';
  return { mod: parts.includes('Mod'), shift: parts.includes('Shift'), alt: parts.includes('Alt'), key };
}

/** Whether this browser runs on a Mac (⌘ is Mod there). */
export function onMac(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad/.test(nav.platform || nav.userAgent);
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Whether `event` is the key `text` ("Mod+Z") on this platform. */
export function keyMatches(event: KeyEventLike, text: string, mac: boolean): boolean {
  const combo = parseKey(text);
  const modDown = mac ? event.metaKey : event.ctrlKey;
  const otherDown = mac ? event.ctrlKey : event.metaKey;
  if (modDown !== combo.mod || otherDown || event.altKey !== combo.alt) return false;
  const { key } = combo;
  if (/^[A-Z]$/i.test(key)) {
    if (event.shiftKey !== combo.shift) return false;
    const typed = /^[a-z]$/i.test(event.key);
    return typed ? event.key.toLowerCase() === key.toLowerCase() : event.code === `Key${key.toUpperCase()}`;
  }
  if (/^[0-9]$/.test(key)) return event.shiftKey === combo.shift && event.code === `Digit${key}`;
  if (key === '[' || key === ']') {
    return event.shiftKey === combo.shift && event.code === (key === '[' ? 'BracketLeft' : 'BracketRight');
  }
  if (key.length === 1) return event.key === key;
  return event.shiftKey === combo.shift && event.key.toLowerCase() === key.toLowerCase();
}

const TEXT_LESS_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'reset', 'submit']);

/** A field whose keys are its own: a text input (any input that takes keys), a textarea, a select, editable content. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !TEXT_LESS_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

const CONTROL = 'button, a[href], summary, input, [role="button"], [role="menuitem"], [role="tab"], [role="option"]';

/** Enter and Space belong to a focused button, link or check box: they press it. */
export function pressesControl(target: EventTarget | null, event: Pick<KeyboardEvent, 'key'>): boolean {
  return (event.key === 'Enter' || event.key === ' ') && target instanceof Element && target.matches(CONTROL);
}

/** Names every keyboard prints alike; the rest are texts of the page's language (`keyName.*`). */
const SYMBOLS: Record<string, string> = {
  Alt: 'Alt',
  Escape: 'Esc',
  ArrowLeft: '←',
  ArrowUp: '↑',
  ArrowRight: '→',
  ArrowDown: '↓',
  Arrows: '← ↑ → ↓',
  '-': '−',
};
const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥', Backspace: '⌫', Delete: '⌦' };
const NAMED = ['Mod', 'Shift', 'Delete', 'Backspace', 'Enter', 'Space', 'ContextMenu'] as const;
/** What is done with the pointer rather than a key: written with spaces around "+". */
const GESTURES = ['Drag', 'Wheel', 'DoubleClick'] as const;

type KeyName = (typeof NAMED)[number] | (typeof GESTURES)[number];
const isKeyName = (part: string): part is KeyName => (NAMED as readonly string[]).includes(part);
const isGesture = (part: string): part is KeyName => (GESTURES as readonly string[]).includes(part);

/**
 * How the designer reads `text` ("Shift+Mod+Z"): in the page's language and the platform's order
 * ("Strg+Umschalt+Z"; on a Mac "⇧⌘Z"). Pointer gestures read "Space + drag".
 */
export function formatKey(text: string, t: TFunction<'editor'>, mac: boolean): string {
  const name = (part: string) => {
    if (mac && MAC_SYMBOLS[part]) return MAC_SYMBOLS[part];
    if (SYMBOLS[part]) return SYMBOLS[part];
    if (isKeyName(part) || isGesture(part)) return t(`keyName.${part}`);
    return part.length === 1 ? part.toUpperCase() : part;
  };
  if (text.split('+').some(isGesture)) return text.split('+').map(name).join(' + ');
  const combo = parseKey(text);
  const held = MODIFIERS.filter((m) => combo[m === 'Mod' ? 'mod' : m === 'Alt' ? 'alt' : 'shift']);
  // the platform's order: Ctrl+Alt+Shift+Z; on a Mac ⌥⇧⌘Z
  const order = mac ? (['Alt', 'Shift', 'Mod'] as const) : (['Mod', 'Alt', 'Shift'] as const);
  const parts = [...order.filter((m) => held.includes(m)), combo.key].map(name);
  return mac ? parts.join('') : parts.join('+');
}

/** A key for aria-keyshortcuts ("Control+Shift+Z", "Meta+Z"). */
export function ariaKey(text: string, mac: boolean): string {
  const combo = parseKey(text);
  const held = [combo.mod && (mac ? 'Meta' : 'Control'), combo.alt && 'Alt', combo.shift && 'Shift'];
  return [...held.filter(Boolean), combo.key].join('+');
}
