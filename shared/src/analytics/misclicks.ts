// Misclick rate: the share of clicks that hit nothing linked.
import { isClick } from './events';
import { isMissedClick, type LinkIndex } from './links';
import type { Session } from './sessions';

export interface MisclickCounts {
  clicks: number;
  missed: number;
  /** missed / clicks; null without clicks */
  rate: number | null;
}

export interface MisclickFigures extends MisclickCounts {
  byScreen: (MisclickCounts & { screen: string })[];
  bySession: (MisclickCounts & { session: string })[];
}

const rate = (missed: number, clicks: number) => (clicks ? missed / clicks : null);

/** Clicks (ScreenClick, WidgetClick) and missed clicks (isMissedClick) overall, per screen and per session. */
export function misclickFigures(sessions: readonly Session[], links: LinkIndex): MisclickFigures {
  const screens = new Map<string, { clicks: number; missed: number }>();
  const bySession: MisclickFigures['bySession'] = [];
  let clicks = 0;
  let missed = 0;
  for (const session of sessions) {
    let sessionClicks = 0;
    let sessionMissed = 0;
    for (const event of session.events) {
      if (!isClick(event.type)) continue;
      let screen = screens.get(event.screen);
      if (!screen) {
        screen = { clicks: 0, missed: 0 };
        screens.set(event.screen, screen);
      }
      screen.clicks++;
      sessionClicks++;
      if (isMissedClick(event, links)) {
        screen.missed++;
        sessionMissed++;
      }
    }
    clicks += sessionClicks;
    missed += sessionMissed;
    bySession.push({
      session: session.id,
      clicks: sessionClicks,
      missed: sessionMissed,
      rate: rate(sessionMissed, sessionClicks),
    });
  }
  return { ...misclickTotals(clicks, missed, screens), bySession };
}

/** The rates of the counts; screens by clicks (most first), then by id. */
export function misclickTotals(
  clicks: number,
  missed: number,
  screens: ReadonlyMap<string, { clicks: number; missed: number }>,
): Omit<MisclickFigures, 'bySession'> {
  const byScreen = [...screens]
    .map(([screen, c]) => ({ screen, clicks: c.clicks, missed: c.missed, rate: rate(c.missed, c.clicks) }))
    .sort((a, b) => b.clicks - a.clicks || (a.screen < b.screen ? -1 : a.screen > b.screen ? 1 : 0));
  return { clicks, missed, rate: rate(missed, clicks), byScreen };
}
