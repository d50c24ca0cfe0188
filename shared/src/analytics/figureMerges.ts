// Adding up the figures of disjoint groups of sessions, so a study can be folded a few hundred
// sessions at a time (studyFigures.ts) and give what one pass over every session gives.
import type { ScreenHint } from './heatmapHint';
import { byTraffic, type JourneyFigures, type ScreenJourney, type Traffic, type Transition } from './journeys';
import { misclickTotals, type MisclickFigures } from './misclicks';
import { withMeans, type InteractionCounts, type ScreenFigures } from './screenFigures';

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Per-screen figures without the per-session entries (a page never shows them). */
export type ScreenTotals = Omit<ScreenFigures, 'perSession'>;

export class ScreenTotalsSum {
  private rows = new Map<string, ScreenTotals>();

  add(figures: readonly ScreenTotals[]): void {
    for (const part of figures) {
      const row = this.rows.get(part.screen);
      if (!row) {
        this.rows.set(part.screen, { ...part, interactions: { ...part.interactions } });
        continue;
      }
      row.views += part.views;
      row.overlayViews += part.overlayViews;
      row.sessions += part.sessions;
      row.dwell += part.dwell;
      row.overlayDwell += part.overlayDwell;
      for (const key of Object.keys(row.interactions) as (keyof InteractionCounts)[])
        row.interactions[key] += part.interactions[key];
    }
  }

  /** Ordered as screenFigures orders them: most views first, then by screen id. */
  result(): ScreenTotals[] {
    return withMeans([...this.rows.values()]);
  }
}

/** Misclick counts without the per-session list. */
export type MisclickTotals = Omit<MisclickFigures, 'bySession'>;

export class MisclickSum {
  private clicks = 0;
  private missed = 0;
  private screens = new Map<string, { clicks: number; missed: number }>();

  add(figures: Pick<MisclickFigures, 'clicks' | 'missed' | 'byScreen'>): void {
    this.clicks += figures.clicks;
    this.missed += figures.missed;
    for (const row of figures.byScreen) {
      const sum = this.screens.get(row.screen);
      if (sum) {
        sum.clicks += row.clicks;
        sum.missed += row.missed;
      } else this.screens.set(row.screen, { clicks: row.clicks, missed: row.missed });
    }
  }

  result(): MisclickTotals {
    return misclickTotals(this.clicks, this.missed, this.screens);
  }
}

export class HintSum {
  private screens = new Map<string, ScreenHint>();

  add(hints: readonly ScreenHint[]): void {
    for (const hint of hints) {
      const sum = this.screens.get(hint.screen);
      if (!sum) {
        this.screens.set(hint.screen, { ...hint, elements: hint.elements.map((e) => ({ ...e })) });
        continue;
      }
      sum.visits += hint.visits;
      // the same screen lists the same linked elements, in the same order
      hint.elements.forEach((element, i) => {
        const into = sum.elements[i];
        into.early += element.early;
        into.later += element.later;
        into.never += element.never;
      });
    }
  }

  /** By screen id, as heatmapHints orders them. */
  result(): ScreenHint[] {
    return [...this.screens.values()]
      .map((hint) => ({ ...hint, notClickedEarly: hint.elements.filter((e) => e.early === 0).map((e) => e.widget) }))
      .sort((a, b) => byName(a.screen, b.screen));
  }
}

export class JourneySum {
  private sessions = 0;
  private lines = new Map<string, Traffic>();
  private transitions = new Map<string, Transition>();
  /** in order of first appearance over the groups, added in session order */
  private screens = new Map<string, ScreenJourney>();

  add(figures: JourneyFigures): void {
    this.sessions += figures.sessions;
    for (const [id, traffic] of Object.entries(figures.lines)) {
      const sum = this.lines.get(id);
      if (sum) {
        sum.sessions += traffic.sessions;
        sum.times += traffic.times;
      } else this.lines.set(id, { ...traffic });
    }
    for (const move of figures.transitions) {
      const key = `${move.from}\u0000${move.to}`;
      const sum = this.transitions.get(key);
      if (sum) {
        sum.sessions += move.sessions;
        sum.times += move.times;
      } else this.transitions.set(key, { ...move });
    }
    for (const screen of figures.screens) {
      const sum = this.screens.get(screen.screen);
      if (sum) {
        sum.sessions += screen.sessions;
        sum.ended += screen.ended;
      } else this.screens.set(screen.screen, { ...screen });
    }
  }

  /** Ordered as journeyFigures orders them. */
  result(): JourneyFigures {
    return {
      sessions: this.sessions,
      lines: Object.fromEntries(this.lines),
      transitions: [...this.transitions.values()].sort(byTraffic),
      screens: [...this.screens.values()],
    };
  }
}
