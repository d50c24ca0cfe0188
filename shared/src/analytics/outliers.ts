// Outlier sessions: rare paths (edit distance to the other sessions) and unusual duration or interaction counts.
import { isInteraction, type AnalyticsEvent } from './events';
import { levenshtein } from './levenshtein';
import type { Session } from './sessions';
import { quartiles, tukeyFences } from './statistics/descriptive';

/** Events that make up a session's path. */
export const PATH_EVENT_TYPES = [
  'ScreenClick',
  'WidgetClick',
  'ScreenLoaded',
  'WidgetChange',
  'OverlayLoaded',
] as const;
const PATH_TYPES: ReadonlySet<string> = new Set(PATH_EVENT_TYPES);

/** "screen.widget.type" (no widget: empty) for each path event of a session. */
export function pathKeys(events: readonly AnalyticsEvent[]): string[] {
  const keys: string[] = [];
  for (const event of events)
    if (PATH_TYPES.has(event.type)) keys.push(`${event.screen}.${event.widget ?? ''}.${event.type}`);
  return keys;
}

export interface PathScore {
  session: string;
  /** path events */
  length: number;
  /** sum of the Levenshtein distances of the session's path to every other session's path */
  score: number;
  /** true when the score is estimated from a sample of reference sessions (see PathScoreOptions) */
  estimated: boolean;
}

export interface PathScoreOptions {
  /**
   * Estimate instead of summing over all pairs: compare each path with this many reference sessions
   * (evenly spaced in session order) and scale the sum to all N − 1 others. Used only when it is
   * smaller than the number of sessions. Exact scores cost (distinct paths)² × (path length)², which
   * for 10,000 sessions of distinct 50-event paths is ~10¹¹ steps; 200 references cut it 25-fold.
   */
  references?: number;
}

/**
 * Path score per session, in session order: a high score is a path unlike the others. Equal paths
 * are compared once (sessions with the same path share the work).
 */
export function pathScores(
  sessions: readonly Pick<Session, 'id' | 'events'>[],
  options: PathScoreOptions = {},
): PathScore[] {
  const symbols = new Map<string, number>();
  const unique = new Map<string, { sequence: Int32Array; count: number; score: number }>();
  const sessionPaths: { session: string; key: string; length: number }[] = [];
  for (const session of sessions) {
    const keys = pathKeys(session.events);
    const sequence = new Int32Array(keys.length);
    keys.forEach((key, i) => {
      let symbol = symbols.get(key);
      if (symbol === undefined) symbols.set(key, (symbol = symbols.size));
      sequence[i] = symbol;
    });
    const id = sequence.join(',');
    const entry = unique.get(id);
    if (entry) entry.count++;
    else unique.set(id, { sequence, count: 1, score: 0 });
    sessionPaths.push({ session: session.id, key: id, length: keys.length });
  }
  const paths = [...unique.values()];
  const n = sessionPaths.length;
  const m = options.references !== undefined ? Math.max(2, Math.floor(options.references)) : n;
  if (m >= n) {
    for (let i = 0; i < paths.length; i++) {
      for (let j = i + 1; j < paths.length; j++) {
        const d = levenshtein(paths[i].sequence, paths[j].sequence);
        paths[i].score += d * paths[j].count;
        paths[j].score += d * paths[i].count;
      }
    }
    return sessionPaths.map(({ session, key, length }) => ({
      session,
      length,
      score: unique.get(key)!.score,
      estimated: false,
    }));
  }
  // estimate: mean distance to the reference sessions (itself excluded) times N − 1
  const referenceIndexes = Array.from({ length: m }, (_, r) => Math.floor(((r + 0.5) * n) / m));
  const referenceCounts = new Map<string, number>();
  for (const index of referenceIndexes) {
    const key = sessionPaths[index].key;
    referenceCounts.set(key, (referenceCounts.get(key) ?? 0) + 1);
  }
  const references = [...referenceCounts].map(([key, count]) => ({ sequence: unique.get(key)!.sequence, count }));
  for (const path of paths) {
    for (const reference of references) path.score += levenshtein(path.sequence, reference.sequence) * reference.count;
  }
  const isReference = new Set(referenceIndexes);
  return sessionPaths.map(({ session, key, length }, index) => ({
    session,
    length,
    score: (unique.get(key)!.score * (n - 1)) / (m - (isReference.has(index) ? 1 : 0)),
    estimated: true,
  }));
}

export type OutlierMetric = 'path' | 'duration' | 'interactions';

export interface OutlierReason {
  metric: OutlierMetric;
  direction: 'high' | 'low';
  value: number;
  /** the fence it crossed, in the value's unit */
  limit: number;
  /** English, for logs and exports; the UI words it from metric and direction */
  text: string;
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

export interface OutlierOptions extends PathScoreOptions {
  /** Tukey fence factor; default 1.5 */
  k?: number;
  /** fewer sessions than this: no flags (quartiles of a handful mean little); default 4 */
  minSessions?: number;
}

/**
 * One row per session with its figures and why it stands out. Rules, all Tukey fences (quartiles
 * type 7) with factor k:
 * - path: score above q3 + k·IQR of all scores ("rare path"; only high scores are unusual);
 * - duration and interactions: on the log scale, ln(1 + value), beyond either fence — time and
 *   counts are right-skewed, so fences on raw values would flag ordinary slow sessions.
 */
export function sessionOutliers(sessions: readonly Session[], options: OutlierOptions = {}): SessionOutlierRow[] {
  const k = options.k ?? 1.5;
  const scores = pathScores(sessions, options);
  const rows: SessionOutlierRow[] = sessions.map((session, i) => {
    let interactions = 0;
    for (const event of session.events) if (isInteraction(event.type)) interactions++;
    return {
      session: session.id,
      user: session.user,
      start: session.start,
      duration: session.duration,
      interactions,
      pathLength: scores[i].length,
      pathScore: scores[i].score,
      reasons: [],
    };
  });
  if (rows.length < (options.minSessions ?? 4)) return rows;

  const flag = (metric: OutlierMetric, value: (row: SessionOutlierRow) => number, logScale: boolean, label: string) => {
    const transform = logScale ? (v: number) => Math.log1p(Math.max(0, v)) : (v: number) => v;
    const q = quartiles(rows.map((row) => transform(value(row))))!;
    const fences = tukeyFences(q, k);
    const back = logScale ? (v: number) => Math.expm1(v) : (v: number) => v;
    for (const row of rows) {
      const v = value(row);
      const t = transform(v);
      if (t > fences.high) {
        const limit = back(fences.high);
        row.reasons.push({
          metric,
          direction: 'high',
          value: v,
          limit,
          text: `${label} ${round(v)} above ${round(limit)}`,
        });
      } else if (logScale && t < fences.low) {
        const limit = back(fences.low);
        row.reasons.push({
          metric,
          direction: 'low',
          value: v,
          limit,
          text: `${label} ${round(v)} below ${round(limit)}`,
        });
      }
    }
  };
  flag('path', (row) => row.pathScore, false, 'rare path: score');
  flag('duration', (row) => row.duration, true, 'duration (ms)');
  flag('interactions', (row) => row.interactions, true, 'interactions');
  return rows;
}

const round = (v: number) => Math.round(v * 10) / 10;
