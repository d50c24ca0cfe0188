// Scroll maps: how far down each screen visit scrolled.
import type { AnalyticsEvent } from './events';
import { screenVisits } from './screenVisits';
import type { Session } from './sessions';
import { summarize, type Summary } from './statistics/descriptive';

export interface ScreenScrollDepth {
  screen: string;
  visits: number;
  /** the largest scrollTop reached in each visit (0 when it did not scroll), in session and visit order */
  depths: number[];
  summary: Summary | null;
}

/** The largest scroll position an event shows: its scrollTop, and for a scroll state its value and intermediate values. */
function eventScrollTop(event: AnalyticsEvent): number {
  let top = typeof event.scrollTop === 'number' && Number.isFinite(event.scrollTop) ? event.scrollTop : 0;
  const state = event.state;
  if (state && state.type === 'scroll') {
    if (typeof state.value === 'number' && state.value > top) top = state.value;
    for (const child of state.children ?? [])
      if (typeof child.value === 'number' && child.value > top) top = child.value;
  }
  return top;
}

/**
 * The deepest scroll position per screen visit, in the unit the events carry (the player's
 * `scrollTop`; the legacy product records a fraction of the screen's height). Only events on the
 * visited screen count (an overlay scrolls on its own).
 */
export function scrollDepths(sessions: readonly Session[]): ScreenScrollDepth[] {
  const byScreen = new Map<string, number[]>();
  for (const session of sessions) {
    for (const visit of screenVisits(session)) {
      let depth = 0;
      for (let i = visit.first; i < visit.last; i++) {
        const event = session.events[i];
        if (event.screen === visit.screen) depth = Math.max(depth, eventScrollTop(event));
      }
      const list = byScreen.get(visit.screen);
      if (list) list.push(depth);
      else byScreen.set(visit.screen, [depth]);
    }
  }
  return [...byScreen]
    .map(([screen, depths]) => ({ screen, visits: depths.length, depths, summary: summarize(depths) }))
    .sort((a, b) => (a.screen < b.screen ? -1 : a.screen > b.screen ? 1 : 0));
}

/**
 * Scroll map: for each of `rows` horizontal bands of a screen `screenHeight` tall, the share of
 * visits that brought it into a viewport `viewportHeight` tall (a band is seen when its top lies
 * above depth + viewportHeight). Depths, viewport and screen height in one unit.
 */
export function scrollReach(
  depths: readonly number[],
  viewportHeight: number,
  screenHeight: number,
  rows: number,
): Float64Array {
  const out = new Float64Array(rows);
  if (!depths.length || !(screenHeight > 0)) return out;
  const bottoms = Float64Array.from(depths, (d) => d + viewportHeight).sort();
  for (let row = 0; row < rows; row++) {
    const top = (row / rows) * screenHeight;
    // visits whose visible bottom lies below the band's top: binary search for the first bottom > top
    let lo = 0;
    let hi = bottoms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bottoms[mid] > top) hi = mid;
      else lo = mid + 1;
    }
    out[row] = (bottoms.length - lo) / bottoms.length;
  }
  return out;
}
