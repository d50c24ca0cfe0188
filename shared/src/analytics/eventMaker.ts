// For tests and worked examples: events with ids that count up, so they sort in creation order.
import type { AnalyticsEvent } from './events';

export type EventMaker = (
  session: string,
  time: number,
  type: string,
  screen: string,
  widget?: string | null,
  extra?: Partial<AnalyticsEvent>,
) => AnalyticsEvent;

/** `defaults(session)` fills what the arguments leave open (user, x, y…). */
export function eventMaker(defaults: (session: string) => Partial<AnalyticsEvent>): EventMaker {
  let seq = 0;
  return (session, time, type, screen, widget = null, extra = {}) =>
    ({
      id: `e${String(++seq).padStart(5, '0')}`,
      session,
      screen,
      widget,
      type,
      time,
      ...defaults(session),
      ...extra,
    }) as AnalyticsEvent;
}
