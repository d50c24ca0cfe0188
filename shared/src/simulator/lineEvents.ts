/**
 * What makes a line fire. Stored documents name the event of a line in several spellings
 * ("click", "tap", "mouseover", "swipeleft"…); each maps to one trigger. A line without an event
 * is a click line.
 */
export const TRIGGERS = [
  'click',
  'dblclick',
  'longpress',
  'hover',
  'timer',
  'loaded',
  'change',
  'swipeLeft',
  'swipeRight',
  'swipeUp',
  'swipeDown',
] as const;
export type Trigger = (typeof TRIGGERS)[number];

const ALIASES: Record<string, Trigger> = {
  tap: 'click',
  doubleclick: 'dblclick',
  doubletap: 'dblclick',
  press: 'longpress',
  mouseover: 'hover',
  mouseenter: 'hover',
  screenloaded: 'loaded',
  load: 'loaded',
  input: 'change',
};

const CANONICAL = new Map<string, Trigger>([
  ...TRIGGERS.map((t) => [t.toLowerCase(), t] as const),
  ...Object.entries(ALIASES),
]);

/** The trigger a stored line event means, or undefined for one this player does not know. */
export function triggerOf(event: string | undefined): Trigger | undefined {
  if (event === undefined || event === '') return 'click';
  return CANONICAL.get(event.replace(/[\s_-]/g, '').toLowerCase());
}

/** Swipes: recorded as WidgetGesture / ScreenGesture. */
export type SwipeTrigger = Extract<Trigger, `swipe${string}`>;
