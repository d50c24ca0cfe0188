// The event shape analytics reads, and the event-type groups it relies on.

/**
 * What analytics needs of a recorded event. RecordedEvent (model/event.ts) fits, and so do the legacy
 * product's stored events (`_id`, `appID`, `user` as an object, missing `scrollTop`…).
 */
export interface AnalyticsEvent {
  id: string;
  session: string;
  user?: string | { id: string; name?: string } | null;
  screen: string;
  widget?: string | null;
  type: string;
  /** epoch ms */
  time: number;
  /** 0..1 relative to the screen, −1 when there is no pointer */
  x?: number;
  y?: number;
  scrollTop?: number;
  state?: { type?: string; value?: unknown; children?: readonly { time?: number; value?: unknown }[] } | null;
  gesture?: { type: string } | null;
  overlay?: string | null;
}

export const CLICK_EVENT_TYPES = ['ScreenClick', 'WidgetClick'] as const;
export const GESTURE_EVENT_TYPES = ['WidgetGesture', 'ScreenGesture'] as const;

/** What a tester did (as opposed to what the prototype did): clicks, changes and gestures. */
export const INTERACTION_EVENT_TYPES = [...CLICK_EVENT_TYPES, 'WidgetChange', ...GESTURE_EVENT_TYPES] as const;

const INTERACTIONS: ReadonlySet<string> = new Set(INTERACTION_EVENT_TYPES);

export function isInteraction(type: string): boolean {
  return INTERACTIONS.has(type);
}

export function isClick(type: string): boolean {
  return type === 'WidgetClick' || type === 'ScreenClick';
}

export function isGesture(type: string): boolean {
  return type === 'WidgetGesture' || type === 'ScreenGesture';
}

/** The tester's id, whether `user` is an id or an object with one ('' when missing). */
export function userIdOf(event: Pick<AnalyticsEvent, 'user'>): string {
  const user = event.user;
  if (typeof user === 'string') return user;
  return user && typeof user.id === 'string' ? user.id : '';
}

/** Order of events in a session: by time, then by id, so equal times sort the same everywhere. */
export function compareEvents(a: AnalyticsEvent, b: AnalyticsEvent): number {
  return a.time - b.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The id of the widget in the app document for an event's widget id: an inherited copy is named
 * "<masterWidgetId>@<screenId>" (see resolveScreenWidgets) and resolves to the master.
 */
export function masterWidgetId(widgetId: string): string {
  const at = widgetId.indexOf('@');
  return at > 0 ? widgetId.slice(0, at) : widgetId;
}
