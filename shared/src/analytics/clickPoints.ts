// Click positions per screen for heat maps: all clicks, the first N of each screen visit, missed clicks.
import { isClick } from './events';
import type { PointSet } from './heatGrid';
import { isMissedClick, type LinkIndex } from './links';
import type { Session } from './sessions';

export interface ScreenPoints extends PointSet {
  x: number[];
  y: number[];
}

export interface ClickPointOptions {
  /** only this screen */
  screen?: string;
  /** only the first N clicks on a screen in each visit (a visit starts at ScreenLoaded) */
  firstPerVisit?: number;
  /** only clicks that hit nothing linked (isMissedClick); needs `links` */
  missedOnly?: boolean;
  links?: LinkIndex;
}

/**
 * Click points (ScreenClick and WidgetClick with a pointer position in 0..1) grouped by the event's
 * screen. With firstPerVisit and missedOnly both set: the missed ones among the first N clicks.
 */
export function clickPoints(
  sessions: readonly Session[],
  options: ClickPointOptions = {},
): Record<string, ScreenPoints> {
  if (options.missedOnly && !options.links) throw new TypeError('missedOnly needs the link index of the app');
  const first = options.firstPerVisit ?? Infinity;
  const byScreen = new Map<string, ScreenPoints>();
  const perVisit = new Map<string, number>();
  for (const session of sessions) {
    perVisit.clear();
    for (const event of session.events) {
      if (event.type === 'ScreenLoaded') {
        perVisit.clear();
        continue;
      }
      if (!isClick(event.type)) continue;
      const screen = event.screen;
      if (options.screen !== undefined && screen !== options.screen) continue;
      const x = event.x ?? -1;
      const y = event.y ?? -1;
      if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) continue;
      if (first !== Infinity) {
        const seen = perVisit.get(screen) ?? 0;
        if (seen >= first) continue;
        perVisit.set(screen, seen + 1);
      }
      if (options.missedOnly && !isMissedClick(event, options.links!)) continue;
      let points = byScreen.get(screen);
      if (!points) {
        points = { x: [], y: [] };
        byScreen.set(screen, points);
      }
      points.x.push(x);
      points.y.push(y);
    }
  }
  return Object.fromEntries(byScreen);
}
