// Per-screen figures for the dashboard: views, sessions, dwell time and interactions.
import { isClick, isGesture, isInteraction } from './events';
import { walkDwell } from './screenVisits';
import type { Session } from './sessions';

export interface InteractionCounts {
  screenClicks: number;
  widgetClicks: number;
  /** screen + widget clicks */
  clicks: number;
  changes: number;
  gestures: number;
  /** clicks + changes + gestures */
  total: number;
}

export interface ScreenSessionFigures {
  session: string;
  views: number;
  /** ms on top as a screen (overlays above it not counted) */
  dwell: number;
  overlayViews: number;
  /** ms on top as an overlay */
  overlayDwell: number;
  interactions: number;
}

export interface ScreenFigures {
  screen: string;
  /** ScreenLoaded events */
  views: number;
  /** OverlayLoaded events showing this screen as an overlay */
  overlayViews: number;
  /** sessions that saw it, as screen or overlay */
  sessions: number;
  /** total ms, rules in walkDwell */
  dwell: number;
  overlayDwell: number;
  /** (dwell + overlayDwell) / sessions */
  meanDwellPerSession: number;
  /** (dwell + overlayDwell) / (views + overlayViews) */
  meanDwellPerView: number;
  /** interaction events whose `screen` is this screen */
  interactions: InteractionCounts;
  /** one entry per session that saw the screen or interacted on it, in session order */
  perSession: ScreenSessionFigures[];
}

function emptyCounts(): InteractionCounts {
  return { screenClicks: 0, widgetClicks: 0, clicks: 0, changes: 0, gestures: 0, total: 0 };
}

/** Figures per screen over all sessions, ordered by views (most first), then by screen id. */
export function screenFigures(sessions: readonly Session[]): ScreenFigures[] {
  const rows = new Map<string, ScreenFigures>();
  const row = (screen: string): ScreenFigures => {
    let r = rows.get(screen);
    if (!r) {
      r = {
        screen,
        views: 0,
        overlayViews: 0,
        sessions: 0,
        dwell: 0,
        overlayDwell: 0,
        meanDwellPerSession: 0,
        meanDwellPerView: 0,
        interactions: emptyCounts(),
        perSession: [],
      };
      rows.set(screen, r);
    }
    return r;
  };
  const local = new Map<string, ScreenSessionFigures>();
  for (const session of sessions) {
    local.clear();
    const entry = (screen: string): ScreenSessionFigures => {
      let e = local.get(screen);
      if (!e) {
        e = { session: session.id, views: 0, dwell: 0, overlayViews: 0, overlayDwell: 0, interactions: 0 };
        local.set(screen, e);
      }
      return e;
    };
    const events = session.events;
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      const type = event.type;
      if (type === 'ScreenLoaded') entry(event.screen).views++;
      else if (type === 'OverlayLoaded') entry(event.overlay || event.screen).overlayViews++;
      else if (isInteraction(type)) {
        entry(event.screen).interactions++;
        const counts = row(event.screen).interactions;
        counts.total++;
        if (isClick(type)) {
          counts.clicks++;
          if (type === 'WidgetClick') counts.widgetClicks++;
          else counts.screenClicks++;
        } else if (isGesture(type)) counts.gestures++;
        else counts.changes++;
      }
    }
    walkDwell(session, (screen, kind, start, end) => {
      const e = entry(screen);
      if (kind === 'overlay') e.overlayDwell += end - start;
      else e.dwell += end - start;
    });
    for (const [screen, e] of local) {
      const r = row(screen);
      r.views += e.views;
      r.overlayViews += e.overlayViews;
      r.dwell += e.dwell;
      r.overlayDwell += e.overlayDwell;
      if (e.views || e.overlayViews) r.sessions++;
      r.perSession.push(e);
    }
  }
  return withMeans([...rows.values()]);
}

/** Sets the means from the totals; orders by views (most first), then by screen id. */
export function withMeans<R extends Omit<ScreenFigures, 'perSession'>>(rows: R[]): R[] {
  for (const r of rows) {
    const time = r.dwell + r.overlayDwell;
    r.meanDwellPerSession = r.sessions ? time / r.sessions : 0;
    r.meanDwellPerView = r.views + r.overlayViews ? time / (r.views + r.overlayViews) : 0;
  }
  return rows.sort(
    (a, b) =>
      b.views + b.overlayViews - (a.views + a.overlayViews) || (a.screen < b.screen ? -1 : a.screen > b.screen ? 1 : 0),
  );
}
