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

/** Joins a step of an interaction path: screen, widget ('' for the screen itself) and event type. */
const STEP_PART = '\u0001';

/**
 * The interactions of a session, in order, as steps "screen\u0001widget\u0001event type", the same
 * interaction repeated in a row counted once (a double click, typing in a field).
 */
function interactionPath(events: readonly AnalyticsEvent[]): string[] {
  const path: string[] = [];
  for (const event of events) {
    if (!isInteraction(event.type)) continue;
    const step = [event.screen ?? '', event.widget ?? '', event.type].join(STEP_PART);
    if (path[path.length - 1] !== step) path.push(step);
  }
  return path;
}

/** One interaction, by the ids of its screen and widget ('' for the screen itself) and its event type. */
export interface InteractionStep {
  screen: string;
  widget: string;
  type: string;
}

function stepOf(step: string): InteractionStep {
  const [screen = '', widget = '', type = ''] = step.split(STEP_PART);
  return { screen, widget, type };
}

interface Transition {
  from: string;
  to: string;
  /** surprisal under the other sessions' transitions, in bits */
  bits: number;
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

/** A transition's key: from × TRANSITION_BASE + to, steps numbered in the order first seen. */
const TRANSITION_BASE = 2 ** 26;

/** The paths' leave-one-out scores, and the distinct transitions of a path with their surprisal. */
interface MarkovScores {
  scores: number[];
  transitions(path: number): Transition[];
}

/**
 * The leave-one-out score of each path (PathScore.score). Linear in the length of the paths: each
 * path's distinct transitions are counted once (a loop repeated does not weigh more), then each is
 * scored against the counts without the path's own. Steps are numbered so that a study's hundreds
 * of thousands of interactions are counted without building a key string for each.
 */
function markovScores(paths: readonly (readonly string[])[]): MarkovScores {
  const names = [START];
  const ids = new Map<string, number>([[START, 0]]);
  const made = new Map<number, number>(); // transition → paths that made it
  const left: number[] = []; // step → paths that left it
  const visited: number[] = []; // step → paths that went through it
  const perPath = paths.map((path) => {
    const keys: number[] = []; // the distinct transitions, in the order first made
    const own = new Set<number>();
    const leaves = new Set<number>();
    const visits = new Set<number>();
    let from = 0;
    for (const step of path) {
      let to = ids.get(step);
      if (to === undefined) {
        to = names.length;
        ids.set(step, to);
        names.push(step);
      }
      const key = from * TRANSITION_BASE + to;
      if (!own.has(key)) {
        own.add(key);
        keys.push(key);
        made.set(key, (made.get(key) ?? 0) + 1);
        if (!leaves.has(from)) {
          leaves.add(from);
          left[from] = (left[from] ?? 0) + 1;
        }
      }
      if (!visits.has(to)) {
        visits.add(to);
        visited[to] = (visited[to] ?? 0) + 1;
      }
      from = to;
    }
    return keys;
  });
  const others = perPath.length - 1;
  const steps = names.length - 1;
  // the share of the other paths through a step, smoothed so that no step has none
  const seen = (step: number) => (visited[step] - 1 + 0.5) / (others + 0.5 * (steps + 1));
  const surprisal = (key: number) => {
    const from = Math.floor(key / TRANSITION_BASE);
    const to = key % TRANSITION_BASE;
    return -Math.log2((made.get(key)! - 1 + PRIOR * seen(to)) / (left[from] - 1 + PRIOR));
  };
  return {
    scores: perPath.map((keys) => {
      let bits = 0;
      for (const key of keys) bits += surprisal(key);
      return keys.length ? bits / keys.length : 0;
    }),
    transitions: (path) =>
      perPath[path].map((key) => ({
        from: names[Math.floor(key / TRANSITION_BASE)],
        to: names[key % TRANSITION_BASE],
        bits: surprisal(key),
      })),
  };
}

/** Path score per session, in session order (markovScores of the screen paths). */
export function pathScores(sessions: readonly Pick<OutlierSession, 'id' | 'path'>[]): PathScore[] {
  const { scores } = markovScores(sessions.map((session) => session.path));
  return sessions.map((session, i) => ({ session: session.id, length: session.path.length, score: scores[i] }));
}

/** At most this many stretches of unusual interactions are named in a reason, of at most MAX_STEPS each. */
const MAX_STRETCHES = 3;
const MAX_STEPS = 6;

/**
 * The stretches of a path made of transitions at least `threshold` bits surprising, in the order
 * first made: consecutive ones joined, so "A → B → C" when both A → B and B → C stood out.
 */
function unusualStretches(transitions: readonly Transition[], threshold: number): InteractionStep[][] {
  const stretches: string[][] = [];
  let last: Transition | undefined;
  for (const transition of transitions) {
    const standsOut = transition.bits >= threshold;
    if (standsOut) {
      const current = stretches[stretches.length - 1];
      if (last && current && last.to === transition.from) current.push(transition.to);
      else stretches.push(transition.from === START ? [transition.to] : [transition.from, transition.to]);
    }
    last = standsOut ? transition : undefined;
  }
  return stretches.slice(0, MAX_STRETCHES).map((stretch) => stretch.slice(0, MAX_STEPS).map(stepOf));
}

export type OutlierMetric = 'path' | 'order' | 'duration' | 'interactions';

export interface OutlierReason {
  metric: OutlierMetric;
  direction: 'high' | 'low';
  value: number;
  /** the middle half of all sessions (first to third quartile), in the value's unit */
  typical: { low: number; high: number };
  /**
   * order only: the stretches of interactions that stood out, in the order the session made them
   * (ids here; the study's figures name them)
   */
  steps?: InteractionStep[][];
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
  /** the path score of the session's interactions (interactionPath), in bits */
  orderScore: number;
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
  order: { absolute: 1, relative: 0 },
  duration: { absolute: 3000, relative: 0.5 },
  interactions: { absolute: 3, relative: 0.5 },
};

/** What the outlier rules read of a session: kept per session while a big study is folded. */
export interface OutlierSession extends Pick<Session, 'id' | 'user' | 'start' | 'duration'> {
  path: string[];
  /** its interactions in order, as steps "screen\u0001widget\u0001event type" (interactionPath) */
  steps: string[];
  interactions: number;
}

export function outlierSession(session: Session): OutlierSession {
  let interactions = 0;
  for (const event of session.events) if (isInteraction(event.type)) interactions++;
  const { id, user, start, duration } = session;
  const steps = interactionPath(session.events);
  return { id, user, start, duration, path: screenPath(session.events), steps, interactions };
}

/**
 * One row per session with its figures and why it stands out. A value is unusual when it lies
 * beyond a Tukey fence (quartiles type 7, factor k) and far enough from the median (MIN_DISTANCE):
 * - path: the path score above the high fence (only a high score is unusual);
 * - order: the same for the path of interactions (screen, widget, event type), for a session whose
 *   screen path is not unusual: the same screens, but other widgets or another order. The reason
 *   names the interactions whose transitions were each beyond the fence;
 * - duration and interactions: on the log scale, ln(1 + value), beyond either fence, since time
 *   and counts are right-skewed and fences on raw values flag ordinary slow sessions.
 */
export function sessionOutliers(
  sessions: readonly OutlierSession[],
  options: OutlierOptions = {},
): SessionOutlierRow[] {
  const k = options.k ?? 1.5;
  const scores = pathScores(sessions);
  const orders = markovScores(sessions.map((session) => session.steps));
  const rows: SessionOutlierRow[] = sessions.map((session, i) => {
    return {
      session: session.id,
      user: session.user,
      start: session.start,
      duration: session.duration,
      interactions: session.interactions,
      pathLength: scores[i].length,
      pathScore: scores[i].score,
      orderScore: orders.scores[i],
      reasons: [],
    };
  });
  if (rows.length < (options.minSessions ?? 8)) return rows;

  /** Adds the reasons of a metric; answers the high fence, in the value's unit when not on the log scale. */
  const flag = (
    metric: OutlierMetric,
    value: (row: SessionOutlierRow) => number,
    logScale: boolean,
    applies: (row: SessionOutlierRow, i: number) => boolean = () => true,
  ) => {
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
      if (direction && farEnough(v) && applies(row, i))
        row.reasons.push({ metric, direction, value: v, typical: { low: raw.q1, high: raw.q3 } });
    });
    return fences.high;
  };
  flag('path', (row) => row.pathScore, false);
  const orderFence = flag(
    'order',
    (row) => row.orderScore,
    false,
    (row) => !row.reasons.length,
  );
  for (const [i, row] of rows.entries()) {
    const reason = row.reasons.find((r) => r.metric === 'order');
    if (reason) reason.steps = unusualStretches(orders.transitions(i), orderFence);
  }
  flag('duration', (row) => row.duration, true);
  flag('interactions', (row) => row.interactions, true);
  return rows;
}
