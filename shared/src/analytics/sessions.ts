// Sessions from a flat list of events: grouped, ordered, with the designer's annotations applied.
import { sessionVerdicts, type AnnotationLike } from './annotations';
import { compareEvents, userIdOf, type AnalyticsEvent } from './events';

export interface Session<E extends AnalyticsEvent = AnalyticsEvent> {
  id: string;
  /** the tester's id (from the first event that names one) */
  user: string;
  /** sorted by time, then id */
  events: E[];
  /** time of the first and the last event */
  start: number;
  end: number;
  duration: number;
  /** tags from the session's annotations */
  tags: string[];
  /** task id → success, set by hand; overrides the task matcher */
  taskOverrides: Record<string, boolean>;
}

export interface SessionOptions {
  annotations?: readonly AnnotationLike[];
  /** keep only sessions with these tags (see tagMode); empty or missing: all sessions */
  tags?: readonly string[];
  /** 'any' (default): at least one of the tags; 'all': every tag */
  tagMode?: 'any' | 'all';
  /** keep only these sessions (empty or missing: all), e.g. the ones picked from a list */
  sessions?: readonly string[];
  /** keep sessions annotated as invalid (default false: an invalid session drops out of every figure) */
  includeInvalid?: boolean;
}

/**
 * Groups events into sessions, each sorted by time then id; sessions are ordered by start time,
 * then id. Invalid sessions (an annotation with isValid false) are left out unless includeInvalid,
 * and a tag filter keeps only the tagged sessions. Every other analytics function takes the result,
 * so grouping 1,000,000 events happens once.
 */
export function buildSessions<E extends AnalyticsEvent>(
  events: readonly E[],
  options: SessionOptions = {},
): Session<E>[] {
  const verdicts = sessionVerdicts(options.annotations ?? []);
  const wanted = options.tags?.length ? new Set(options.tags) : null;
  const picked = options.sessions?.length ? new Set(options.sessions) : null;
  const groups = new Map<string, E[]>();
  for (const event of events) {
    const list = groups.get(event.session);
    if (list) list.push(event);
    else groups.set(event.session, [event]);
  }
  const sessions: Session<E>[] = [];
  for (const [id, list] of groups) {
    if (picked && !picked.has(id)) continue;
    const verdict = verdicts.get(id);
    if (verdict && !verdict.valid && !options.includeInvalid) continue;
    const tags = verdict?.tags ?? [];
    if (wanted) {
      const hits = tags.filter((tag) => wanted.has(tag)).length;
      if (options.tagMode === 'all' ? hits < wanted.size : hits === 0) continue;
    }
    if (!isSorted(list)) list.sort(compareEvents);
    let user = '';
    for (const event of list) {
      user = userIdOf(event);
      if (user) break;
    }
    const start = list[0].time;
    const end = list[list.length - 1].time;
    sessions.push({
      id,
      user,
      events: list,
      start,
      end,
      duration: end - start,
      tags,
      taskOverrides: { ...verdict?.tasks },
    });
  }
  return sessions.sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function isSorted(events: readonly AnalyticsEvent[]): boolean {
  for (let i = 1; i < events.length; i++) if (compareEvents(events[i - 1], events[i]) > 0) return false;
  return true;
}
