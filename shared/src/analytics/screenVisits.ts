// A session as a timeline of screens and overlays.
import type { AnalyticsEvent } from './events';
import type { Session } from './sessions';

export interface ScreenVisit {
  screen: string;
  /** time of the ScreenLoaded */
  start: number;
  /** time of the next ScreenLoaded, or of the session's last event */
  end: number;
  /** index range of the visit's events in session.events: [first, last) — first is the ScreenLoaded */
  first: number;
  last: number;
}

/** The screen visits of a session: each ScreenLoaded starts one; events before the first belong to none. */
export function screenVisits(session: Pick<Session, 'events' | 'end'>): ScreenVisit[] {
  const visits: ScreenVisit[] = [];
  const events = session.events;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event.type !== 'ScreenLoaded') continue;
    const previous = visits[visits.length - 1];
    if (previous) {
      previous.end = event.time;
      previous.last = i;
    }
    visits.push({ screen: event.screen, start: event.time, end: session.end, first: i, last: events.length });
  }
  return visits;
}

/** The overlay's screen id: `overlay` when set, else the event's screen (the legacy product's form). */
export function overlayIdOf(event: Pick<AnalyticsEvent, 'overlay' | 'screen'>): string {
  return event.overlay || event.screen;
}

export interface DwellSegment {
  screen: string;
  kind: 'screen' | 'overlay';
  start: number;
  end: number;
}

/**
 * Splits a session's time between what the tester saw on top, calling `visit` for each piece in
 * order (no allocation per piece). Rules:
 * - a screen's time runs from its ScreenLoaded to the next ScreenLoaded, the last one to the
 *   session's last event;
 * - an overlay (OverlayLoaded … OverlayRemoved) is timed separately: while it is shown its time goes
 *   to the overlay, not to the screen under it (nested overlays: the topmost one); loading another
 *   screen closes all overlays; OverlayRemoved closes that overlay (or the topmost one when it names
 *   none that is open);
 * - time before the first ScreenLoaded belongs to nothing.
 * Pieces of zero length are reported too.
 */
export function walkDwell(
  session: Pick<Session, 'events' | 'end'>,
  visit: (screen: string, kind: 'screen' | 'overlay', start: number, end: number) => void,
): void {
  let screen: string | null = null;
  let overlays: string[] | null = null;
  let since = 0;
  const close = (time: number) => {
    if (overlays && overlays.length) visit(overlays[overlays.length - 1], 'overlay', since, time);
    else if (screen !== null) visit(screen, 'screen', since, time);
    since = time;
  };
  const events = session.events;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const type = event.type;
    if (type === 'ScreenLoaded') {
      close(event.time);
      screen = event.screen;
      if (overlays) overlays = null;
    } else if (type === 'OverlayLoaded') {
      close(event.time);
      (overlays ??= []).push(overlayIdOf(event));
    } else if (type === 'OverlayRemoved' && overlays && overlays.length) {
      close(event.time);
      const at = overlays.lastIndexOf(overlayIdOf(event));
      overlays.splice(at >= 0 ? at : overlays.length - 1, 1);
    }
  }
  close(session.end);
}

/** The pieces of walkDwell as a list. */
export function dwellSegments(session: Pick<Session, 'events' | 'end'>): DwellSegment[] {
  const segments: DwellSegment[] = [];
  walkDwell(session, (screen, kind, start, end) => segments.push({ screen, kind, start, end }));
  return segments;
}
