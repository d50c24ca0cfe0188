// What a replay shows at a moment of a session: the screen, recent clicks, typed values, the values
// of the prototype's variables (data binding), the mouse.
import {
  boundVariable,
  coerceValue,
  masterWidgetId,
  resolveScreenWidgets,
  valueKind,
  type AnalyticsEvent,
  type App,
  type MouseTrackLike,
} from '@protolab/shared';

/** A click ripple lasts this long (ms of session time). */
export const RIPPLE_MS = 800;
/** The mouse trail shows this much of the past (ms). */
export const TRAIL_MS = 2000;
export const REPLAY_SPEEDS = [1, 2, 4] as const;

export interface ReplayFrame {
  screen: string | null;
  /** clicks on the current screen younger than RIPPLE_MS; age 0..1 */
  ripples: Array<{ x: number; y: number; age: number; missed: boolean }>;
  /** widget id → last typed or chosen value so far; a bound input shows its variable's */
  values: Record<string, unknown>;
  /** variable → its value so far, set by the inputs bound to it (a bound Label shows it) */
  variables: Record<string, unknown>;
  /** pointer trail on the current screen (0..1 coordinates), oldest first */
  trail: Array<{ x: number; y: number }>;
  /** index of the last event at or before the moment, −1 before the first */
  index: number;
}

/**
 * Where a recorded position is drawn: null when there is none (not a number, or −1, the "no pointer"
 * of a load or a change), else clamped to the screen. Recordings keep what was sent, so a pointer that
 * left the screen (the existing product records −0.02 or 1.3) is drawn at its edge.
 */
export function drawnPoint(x: unknown, y: unknown): { x: number; y: number } | null {
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  if (x === -1 || y === -1) return null;
  return { x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) };
}

/** The frame `offset` ms after the session's first event (events sorted by time) of a session on `app`. */
export function replayFrame(
  app: App,
  events: readonly AnalyticsEvent[],
  tracks: readonly MouseTrackLike[],
  offset: number,
): ReplayFrame {
  const start = events[0]?.time ?? 0;
  const now = start + offset;
  let screen: string | null = events[0]?.screen ?? null;
  let index = -1;
  const values: Record<string, unknown> = {};
  const variables: Record<string, unknown> = {};
  const ripples: ReplayFrame['ripples'] = [];
  for (let i = 0; i < events.length && events[i].time <= now; i++) {
    const event = events[i];
    index = i;
    if (event.type === 'ScreenLoaded') {
      screen = event.screen;
      ripples.length = 0;
    }
    if (event.type === 'WidgetChange' && event.widget && event.state && 'value' in event.state) {
      values[event.widget] = event.state.value;
      // an inherited copy records its own id: the binding is its master's
      const widget = app.widgets[event.widget] ?? app.widgets[masterWidgetId(event.widget)];
      const name = boundVariable(widget?.props);
      if (name !== undefined) variables[name] = event.state.value;
    }
    const age = now - event.time;
    const point = drawnPoint(event.x, event.y);
    if ((event.type === 'WidgetClick' || event.type === 'ScreenClick') && age < RIPPLE_MS && point) {
      ripples.push({ ...point, age: age / RIPPLE_MS, missed: event.type === 'ScreenClick' });
    }
  }
  // as in the player: the screen's bound inputs show their variable, wherever it was set
  if (screen)
    for (const widget of resolveScreenWidgets(app, screen)) {
      const name = boundVariable(widget.props);
      if (name === undefined || !(name in variables) || !valueKind(widget.type)) continue;
      const value = coerceValue(widget.type, variables[name]);
      if (value !== undefined) values[widget.id] = value;
    }
  const trail: ReplayFrame['trail'] = [];
  for (const track of tracks) {
    if (track.screen !== screen) continue;
    for (let i = 0; i < track.t.length; i++) {
      if (!(track.t[i] <= now && now - track.t[i] <= TRAIL_MS)) continue;
      const point = drawnPoint(track.x[i], track.y[i]);
      if (point) trail.push(point);
    }
  }
  return { screen, ripples, values, variables, trail, index };
}
