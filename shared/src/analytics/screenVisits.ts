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
 * Splits a session's time between what the tester saw on top. Rules:
 * - a screen's time runs from its ScreenLoaded to the next ScreenLoaded, the last one to the
 *   session's last event;
 * - an overlay (OverlayLoaded … OverlayRemoved) is timed separately: while it is shown its time goes
 *   to the overlay, not to the screen under it (nested overlays: the topmost one); loading another
 *   screen closes all overlays; OverlayRemoved closes that overlay (or the topmost one when it names
 *   none that is open);
 * - time before the first ScreenLoaded belongs to nothing.
 * Segments of zero length are kept.
 */
export function dwellSegments(session: Pick<Session, 'events' | 'end'>): DwellSegment[] {
  const segments: DwellSegment[] = [];
  let screen: string | null = null;
  const overlays: string[] = [];
  let since = 0;
  const close = (time: number) => {
    const top = overlays.length ? overlays[overlays.length - 1] : screen;
    if (top !== null) segments.push({ screen: top, kind: overlays.length ? 'overlay' : 'screen', start: since, end: time });
    since = time;
  };
  for (const event of session.events) {
    switch (event.type) {
      case 'ScreenLoaded':
        close(event.time);
        screen = event.screen;
        overlays.length = 0;
        break;
      case 'OverlayLoaded':
        close(event.time);
        overlays.push(overlayIdOf(event));
        break;
      case 'OverlayRemoved': {
        if (!overlays.length) break;
        close(event.time);
        const at = overlays.lastIndexOf(overlayIdOf(event));
        overlays.splice(at >= 0 ? at : overlays.length - 1, 1);
        break;
      }
    }
  }
  close(session.end);
  return segments;
}
