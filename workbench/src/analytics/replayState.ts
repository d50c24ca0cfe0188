// What a replay shows at a moment of a session: the screen, recent clicks, typed values, the mouse.
import type { AnalyticsEvent, MouseTrackLike } from '@protolab/shared';

/** A click ripple lasts this long (ms of session time). */
export const RIPPLE_MS = 800;
/** The mouse trail shows this much of the past (ms). */
export const TRAIL_MS = 2000;
export const REPLAY_SPEEDS = [1, 2, 4] as const;

export interface ReplayFrame {
  screen: string | null;
  /** clicks on the current screen younger than RIPPLE_MS; age 0..1 */
  ripples: Array<{ x: number; y: number; age: number; missed: boolean }>;
  /** widget id → last typed or chosen value so far */
  values: Record<string, unknown>;
  /** pointer trail on the current screen (0..1 coordinates), oldest first */
  trail: Array<{ x: number; y: number }>;
  /** index of the last event at or before the moment, −1 before the first */
  index: number;
}

/** The frame `offset` ms after the session's first event (events sorted by time). */
export function replayFrame(
  events: readonly AnalyticsEvent[],
  tracks: readonly MouseTrackLike[],
  offset: number,
): ReplayFrame {
  const start = events[0]?.time ?? 0;
  const now = start + offset;
  let screen: string | null = events[0]?.screen ?? null;
  let index = -1;
  const values: Record<string, unknown> = {};
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
    }
    const age = now - event.time;
    const x = event.x ?? -1;
    const y = event.y ?? -1;
    if ((event.type === 'WidgetClick' || event.type === 'ScreenClick') && age < RIPPLE_MS && x >= 0 && y >= 0) {
      ripples.push({ x, y, age: age / RIPPLE_MS, missed: event.type === 'ScreenClick' });
    }
  }
  const trail: ReplayFrame['trail'] = [];
  for (const track of tracks) {
    if (track.screen !== screen) continue;
    for (let i = 0; i < track.t.length; i++) {
      if (track.t[i] <= now && now - track.t[i] <= TRAIL_MS) trail.push({ x: track.x[i], y: track.y[i] });
    }
  }
  return { screen, ripples, values, trail, index };
}
