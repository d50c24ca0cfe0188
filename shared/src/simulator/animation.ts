// Animations as a prototype stores them, turned into Web Animations keyframes. Pure: no DOM.
// A screen transition is a line's `animation` kind (with `duration`); the widget animations of a
// screen are `screen.animation.ScreenLoaded.{widgets,groups}[id] = { type, duration, delay, easing }`.
// Unknown kinds and malformed entries give no animation; they never throw.
import type { App } from '../model/app';
import type { Line } from '../model/line';
import { groupWidgetIds } from '../appDocument/groups';

export type AnimationKeyframe = Record<string, string | number>;

export interface PlannedAnimation {
  keyframes: AnimationKeyframe[];
  /** ms */
  duration: number;
  /** ms */
  delay: number;
  easing: string;
  /** 'both' holds the first frame during the delay and the last one after */
  fill: 'backwards' | 'both';
}

export interface WidgetAnimation extends PlannedAnimation {
  /** the widget's event id (`<master>@<screen>` for an inherited copy) */
  widget: string;
}

/** Used when a line names a kind but no duration. */
export const DEFAULT_TRANSITION_MS = 300;

const KEYFRAMES = {
  fadeIn: [{ opacity: 0 }, { opacity: 1 }],
  fadeOut: [{ opacity: 1 }, { opacity: 0 }],
  // "slideLeft": the new content moves to the left, so it comes in from the right
  slideLeft: [{ transform: 'translateX(100%)' }, { transform: 'none' }],
  slideRight: [{ transform: 'translateX(-100%)' }, { transform: 'none' }],
  slideUp: [{ transform: 'translateY(100%)' }, { transform: 'none' }],
  slideDown: [{ transform: 'translateY(-100%)' }, { transform: 'none' }],
  growRight: [
    { transform: 'scaleX(0)', transformOrigin: 'left center' },
    { transform: 'none', transformOrigin: 'left center' },
  ],
  growLeft: [
    { transform: 'scaleX(0)', transformOrigin: 'right center' },
    { transform: 'none', transformOrigin: 'right center' },
  ],
  growUp: [
    { transform: 'scaleY(0)', transformOrigin: 'center bottom' },
    { transform: 'none', transformOrigin: 'center bottom' },
  ],
  growDown: [
    { transform: 'scaleY(0)', transformOrigin: 'center top' },
    { transform: 'none', transformOrigin: 'center top' },
  ],
  zoomIn: [{ transform: 'scale(0)' }, { transform: 'none' }],
} satisfies Record<string, AnimationKeyframe[]>;

export type TransitionKind = keyof typeof KEYFRAMES;

/** The transitions a line can play, by name (the editor offers them, each named in words). */
export const TRANSITIONS = Object.keys(KEYFRAMES) as TransitionKind[];

/** Keyframes of an animation kind; undefined for an unknown kind. */
export function animationKeyframes(kind: unknown): AnimationKeyframe[] | undefined {
  if (typeof kind !== 'string' || !Object.hasOwn(KEYFRAMES, kind)) return undefined;
  return KEYFRAMES[kind as TransitionKind].map((frame) => ({ ...frame }));
}

const ms = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

const easingOf = (value: unknown): string =>
  typeof value === 'string' && /^(linear|ease|ease-in|ease-out|ease-in-out)$/.test(value) ? value : 'ease-out';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The transition of the screen a step arrived at: the last fired line (logic hops included) that
 * names a known kind. Undefined when none does ("transform" morphing is not played).
 */
export function screenTransition(lines: readonly Line[]): PlannedAnimation | undefined {
  for (const line of [...lines].reverse()) {
    const keyframes = animationKeyframes(line.animation);
    if (!keyframes) continue;
    const duration = ms(line.duration, DEFAULT_TRANSITION_MS);
    if (duration === 0) return undefined;
    return { keyframes, duration, delay: 0, easing: 'ease-out', fill: 'backwards' };
  }
  return undefined;
}

function planned(entry: unknown): PlannedAnimation | undefined {
  if (!isRecord(entry)) return undefined;
  const keyframes = animationKeyframes(entry.type);
  if (!keyframes) return undefined;
  const duration = ms(entry.duration, DEFAULT_TRANSITION_MS);
  if (duration === 0) return undefined;
  return {
    keyframes,
    duration,
    delay: ms(entry.delay, 0),
    easing: easingOf(entry.easing),
    // a widget faded out stays hidden; the others show their first frame while they wait
    fill: entry.type === 'fadeOut' ? 'both' : 'backwards',
  };
}

/** The widget animations played when a screen loads; a group's animation plays on each of its widgets. */
export function screenLoadedAnimations(app: App, screenId: string): WidgetAnimation[] {
  const screen = app.screens[screenId];
  const loaded = isRecord(screen?.animation) ? screen.animation.ScreenLoaded : undefined;
  if (!isRecord(loaded)) return [];
  const result = new Map<string, WidgetAnimation>();
  if (isRecord(loaded.groups)) {
    for (const [groupId, entry] of Object.entries(loaded.groups)) {
      const plan = planned(entry);
      if (!plan || !app.groups?.[groupId]) continue;
      let ids: string[];
      try {
        ids = groupWidgetIds(app, groupId);
      } catch {
        continue; // a broken nesting: no animation rather than an error
      }
      for (const widget of ids) result.set(widget, { widget, ...plan });
    }
  }
  if (isRecord(loaded.widgets)) {
    for (const [widget, entry] of Object.entries(loaded.widgets)) {
      const plan = planned(entry);
      if (plan) result.set(widget, { widget, ...plan });
    }
  }
  return [...result.values()];
}
