// SPEC §9 heat-map hint: linked elements not clicked within the first three interactions on a screen.
import { resolveScreenWidgets } from '../appDocument/inheritance';
import { HEATMAP_MISSED_CLICK_INTERACTIONS } from '../constants';
import type { App } from '../model/app';
import { isInteraction } from './events';
import { buildLinkIndex, isLinkedWidget, type LinkIndex } from './links';
import { screenVisits } from './screenVisits';
import type { Session } from './sessions';

export interface ElementHint {
  /** widget id as events name it (inherited copies: "<master>@<screen>") */
  widget: string;
  /** visits in which it was used within the first N interactions on the screen */
  early: number;
  /** visits in which it was used, but only later */
  later: number;
  /** visits in which it was not used */
  never: number;
}

export interface ScreenHint {
  screen: string;
  visits: number;
  /** every linked element the screen shows */
  elements: ElementHint[];
  /** linked elements used within the first N interactions in no visit: the hint (ids, sorted) */
  notClickedEarly: string[];
}

/**
 * For each visited screen of the app: its linked widgets (a line of their own or of their group)
 * and in how many visits each was used — an interaction event naming it — within the first
 * `interactions` (SPEC §9: 3) interaction events on that screen, later, or not at all.
 */
export function heatmapHints(
  sessions: readonly Session[],
  app: App,
  options: { interactions?: number; links?: LinkIndex } = {},
): ScreenHint[] {
  const limit = options.interactions ?? HEATMAP_MISSED_CLICK_INTERACTIONS;
  const links = options.links ?? buildLinkIndex(app);
  const screens = new Map<string, { visits: number; elements: Map<string, ElementHint> }>();
  const screenEntry = (screenId: string) => {
    let entry = screens.get(screenId);
    if (!entry) {
      const elements = new Map<string, ElementHint>();
      for (const widget of resolveScreenWidgets(app, screenId)) {
        if (isLinkedWidget(links, widget.id))
          elements.set(widget.id, { widget: widget.id, early: 0, later: 0, never: 0 });
      }
      entry = { visits: 0, elements };
      screens.set(screenId, entry);
    }
    return entry;
  };
  const early = new Set<string>();
  const used = new Set<string>();
  for (const session of sessions) {
    for (const visit of screenVisits(session)) {
      if (!app.screens[visit.screen]) continue;
      const entry = screenEntry(visit.screen);
      entry.visits++;
      early.clear();
      used.clear();
      let count = 0;
      for (let i = visit.first; i < visit.last; i++) {
        const event = session.events[i];
        if (event.screen !== visit.screen || !isInteraction(event.type)) continue;
        count++;
        if (!event.widget) continue;
        used.add(event.widget);
        if (count <= limit) early.add(event.widget);
      }
      for (const element of entry.elements.values()) {
        if (early.has(element.widget)) element.early++;
        else if (used.has(element.widget)) element.later++;
        else element.never++;
      }
    }
  }
  return [...screens]
    .map(([screen, entry]) => {
      const elements = [...entry.elements.values()].sort((a, b) =>
        a.widget < b.widget ? -1 : a.widget > b.widget ? 1 : 0,
      );
      return {
        screen,
        visits: entry.visits,
        elements,
        notClickedEarly: elements.filter((e) => e.early === 0).map((e) => e.widget),
      };
    })
    .sort((a, b) => (a.screen < b.screen ? -1 : a.screen > b.screen ? 1 : 0));
}
