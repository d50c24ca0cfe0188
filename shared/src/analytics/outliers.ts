// Unusual sessions: a path through the screens that others rarely took, an unusually long or short
// time, unusually many or few interactions. The method and its sources: docs/decisions.md
// ("Analytics"), and the help page on results.
import { isInteraction, type AnalyticsEvent } from './events';
import type { Session } from './sessions';
import { median, quartiles, tukeyFences } from './statistics/descriptive';

/** Events that put the tester on a screen: the steps of a session's path. */
const SCREEN_EVENTS: ReadonlySet<string> = new Set(['ScreenLoaded', 'OverlayLoaded']);
/** Where every path begins, so the first screen is a transition too. */
const START = '\u0000start';
/**
 * Weight of the prior: a step out of a screen is expected, before the others' steps out of it
 * count, in proportion to how many other sessions saw its target at all. So a step to a screen
 * nobody else saw is very unlikely, and a step out of such a screen to a common one is not.
 */
const PRIOR = 1;

/** The screens a session went through, in order, a screen shown twice in a row counted once. */
export function screenPath(events: readonly AnalyticsEvent[]): string[] {
  const path: string[] = [];
  for (const event of events)
    if (SCREEN_EVENTS.has(event.type) && event.screen && path[path.length - 1] !== event.screen)
      path.push(event.screen);
  return path;
}

/** The distinct transitions of a path, the start included, by key "from\0to". */
function transitionsOf(path: readonly string[]): Map<string, { from: string; to: string }> {
  const transitions = new Map<string, { from: string; to: string }>();
  let from = START;
  for (const to of path) {
    transitions.set(`${from}\u0000${to}`, { from, to });
    from = to;
  }
  return transitions;
}

export interface PathScore {
  session: string;
  /** screens on the path */
  length: number;
  /**
   * Mean surprisal, in bits, of the session's distinct screen transitions under the transitions of
   * all other sessions (a first-order Markov model, leave-one-out, smoothed): 0 when everybody else
   * went the same way, about log2(N) for a step no other of N sessions took.
   */
  score: number;
}

/**
 * Path score per session, in session order. Linear in the number of events: each session's
 * transitions are counted once (a loop repeated does not weigh more), then each is scored against
 * the counts without the session's own.
 */
export function pathScores(sessions: readonly Pick<OutlierSession, 'id' | 'path'>[]): PathScore[] {
  const made = new Map<string, number>(); // transition → sessions that made it
  const left = new Map<string, number>(); // screen → sessions that left it
  const visited = new Map<string, number>(); // screen → sessions that saw it
  const perSession = sessions.map((session) => {
    const path = session.path;
    const transitions = transitionsOf(path);
    for (const key of transitions.keys()) made.set(key, (made.get(key) ?? 0) + 1);
    for (const from of new Set([...transitions.values()].map((t) => t.from))) left.set(from, (left.get(from) ?? 0) + 1);
    for (const screen of new Set(path)) visited.set(screen, (visited.get(screen) ?? 0) + 1);
    return { session: session.id, length: path.length, transitions };
  });
  const others = perSession.length - 1;
  // the share of the other sessions that saw a screen, smoothed so that no screen has none
  const seen = (screen: string) => (visited.get(screen)! - 1 + 0.5) / (others + 0.5 * (visited.size + 1));
  return perSession.map(({ session, length, transitions }) => {
    if (transitions.size === 0) return { session, length, score: 0 };
    let bits = 0;
    for (const [key, { from, to }] of transitions) {
      const othersMade = made.get(key)! - 1;
      const othersLeft = left.get(from)! - 1;
      bits -= Math.log2((othersMade + PRIOR * seen(to)) / (othersLeft + PRIOR));
    }
    return { session, length, score: bits / transitions.size };
  });
}

export type OutlierMetric = 'path' | 'duration' | 'interactions';

export interface OutlierReason {
  metric: OutlierMetric;
  direction: 'high' | 'low';
  value: number;
  /** the middle half of all sessions (first to third quartile), in the value's unit */
  typical: { low: number; high: number };
}

export interface SessionOutlierRow {
  session: string;
  user: string;
  start: number;
  /** ms from first to last event */
  duration: number;
  interactions: number;
  pathLength: number;
  pathScore: number;
  reasons: OutlierReason[];
}

export interface OutlierOptions {
  /** Tukey fence factor; default 1.5 */
  k?: number;
  /** fewer sessions than this: no flags (quartiles of a handful mean little); default 8 */
  minSessions?: number;
}

/**
 * How far from the median a value must also be to count as unusual, besides crossing a fence: at
 * least `absolute` (in the value's unit) and at least `relative` times the median. A fence alone
 * flags a difference of one interaction when most sessions are alike.
 */
const MIN_DISTANCE: Record<OutlierMetric, { absolute: number; relative: number }> = {
  path: { absolute: 1, relative: 0 }, // a bit: twice as unlikely as the usual way on average
  duration: { absolute: 3000, relative: 0.5 },
  interactions: { absolute: 3, relative: 0.5 },
};

/** What the outlier rules read of a session: kept per session while a big study is folded. */
export interface OutlierSession extends Pick<Session, 'id' | 'user' | 'start' | 'duration'> {
  path: string[];
  interactions: number;
}

export function outlierSession(session: Session): OutlierSession {
  let interactions = 0;
  for (const event of session.events) if (isInteraction(event.type)) interactions++;
  const { id, user, start, duration } = session;
  return { id, user, start, duration, path: screenPath(session.events), interactions };
}

/**
 * One row per session with its figures and why it stands out. A value is unusual when it lies
 * beyond a Tukey fence (quartiles type 7, factor k) and far enough from the median (MIN_DISTANCE):
 * - path: the path score above the high fence (only a high score is unusual);
 * - duration and interactions: on the log scale, ln(1 + value), beyond either fence, since time
 *   and counts are right-skewed and fences on raw values flag ordinary slow sessions.
 */
export function sessionOutliers(
  sessions: readonly OutlierSession[],
  options: OutlierOptions = {},
): SessionOutlierRow[] {
  const k = options.k ?? 1.5;
  const scores = pathScores(sessions);
  const rows: SessionOutlierRow[] = sessions.map((session, i) => {
    return {
      session: session.id,
      user: session.user,
      start: session.start,
      duration: session.duration,
      interactions: session.interactions,
      pathLength: scores[i].length,
      pathScore: scores[i].score,
      reasons: [],
    };
  });
  if (rows.length < (options.minSessions ?? 8)) return rows;

  const flag = (metric: OutlierMetric, value: (row: SessionOutlierRow) => number, logScale: boolean) => {
    const transform = logScale ? (v: number) => Math.log1p(Math.max(0, v)) : (v: number) => v;
    const values = rows.map(value);
    const q = quartiles(values.map(transform))!;
    const fences = tukeyFences(q, k);
    const middle = median(values)!;
    const raw = quartiles(values)!;
    const { absolute, relative } = MIN_DISTANCE[metric];
    const farEnough = (v: number) => Math.abs(v - middle) >= Math.max(absolute, relative * Math.abs(middle));
    rows.forEach((row, i) => {
      const v = values[i];
      const t = transform(v);
      const direction = t > fences.high ? 'high' : logScale && t < fences.low ? 'low' : undefined;
      if (direction && farEnough(v))
        row.reasons.push({ metric, direction, value: v, typical: { low: raw.q1, high: raw.q3 } });
    });
  };
  flag('path', (row) => row.pathScore, false);
  flag('duration', (row) => row.duration, true);
  flag('interactions', (row) => row.interactions, true);
  return rows;
}
