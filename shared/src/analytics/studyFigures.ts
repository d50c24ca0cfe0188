// Every figure the analytics pages show, merged from what each session adds (sessionParts.ts): the
// API keeps a part per session and folds only the sessions new data touched, so a study of a million
// events is never held whole and never read again whole for a thousand new events.
import type { App } from '../model/app';
import {
  HintSum,
  JourneySum,
  MisclickSum,
  ScreenTotalsSum,
  type MisclickTotals,
  type ScreenTotals,
} from './figureMerges';
import { gaussianBlur } from './heatGrid';
import type { ScreenHint } from './heatmapHint';
import type { JourneyFigures } from './journeys';
import type { AnalyticsEvent } from './events';
import type { MouseTrackLike } from './mouseHeat';
import { screenName, stepName, widgetName } from './names';
import { sessionOutliers, type OutlierReason, type OutlierSession } from './outliers';
import { scrollReach } from './scrollDepth';
import { surveyFields, type SurveyField, type SurveyRow } from './csvExports';
import {
  heatShapes,
  partMaker,
  type HeatCells,
  type MousePart,
  type SessionListing,
  type SessionPart,
  type StudyInputs,
} from './sessionParts';
import { taskFiguresOf, type TaskFigures, type TaskSessionResult } from './taskFigures';

/**
 * Only sessions tagged with `tags` (none: all sessions), 'any' or 'all' of them, and when `sessions`
 * lists some, only those (buildSessions).
 */
export interface TagFilter {
  tags: string[];
  tagMode: 'any' | 'all';
  sessions?: string[];
  /** an A/B study's variant: the API keeps its sessions (of `sessions`, when both are given) */
  variant?: string;
}

export const HEAT_MODES = ['click', 'mouse', 'scroll', 'first', 'missed'] as const;
export type HeatMode = (typeof HEAT_MODES)[number];

const BLUR_RADIUS = 3;
/** The height of the view a scroll depth is measured from (a phone's). */
const VIEWPORT = 667;

export interface ScreenHeat {
  screen: string;
  cols: number;
  rows: number;
  /** per mode: cells scaled so the largest is 1 (row-major, 4 decimals), and the points behind them */
  grids: Record<HeatMode, number[]>;
  points: Record<HeatMode, number>;
}

export interface SessionRow extends SessionListing {
  /** why a valid session stands out (sessionOutliers, its interactions named); empty for ordinary and invalid sessions */
  unusual: OutlierReason[];
}

/** What a page shows of a session's attempt at a task (the scatter of time and interactions). */
export type TaskPoint = Pick<TaskSessionResult, 'session' | 'success' | 'duration' | 'interactions'>;

/** Survey rows a page lists: the rest are read in the survey CSV. */
export const SURVEY_ROWS_SHOWN = 100;

export interface AnalyticsFigures {
  /** figures of older data or inputs, answered while the API computes the new ones: ask again */
  stale?: true;
  sessions: SessionRow[];
  screens: Array<ScreenTotals & { name: string }>;
  /** with each step named by its screen and widget */
  tasks: Array<Omit<TaskFigures, 'results'> & { results: TaskPoint[]; stepNames: string[] }>;
  misclicks: MisclickTotals;
  /** the first SURVEY_ROWS_SHOWN sessions that answered any field, and how many did */
  survey: { fields: SurveyField[]; rows: SurveyRow[]; answered: number };
  heat: ScreenHeat[];
  hints: ScreenHint[];
  /** where testers went: over all sessions, and per task id over the attempts at it */
  journeys: { all: JourneyFigures; tasks: Record<string, JourneyFigures> };
}

export interface FiguresFold {
  /**
   * The events of whole sessions (every event of each); a session's events all in one call.
   * Sessions outside the filter are left out; invalid ones are listed but not counted.
   */
  addEvents(events: readonly AnalyticsEvent[]): void;
  /** Mouse tracks, every track of a session in one call: those of counted and of pointer-only sessions. */
  addTracks(tracks: readonly MouseTrackLike[]): void;
  result(): AnalyticsFigures;
}

/** The figures of events and tracks at hand: each session's part made and merged at once. */
export function figuresFold(inputs: StudyInputs, filter?: TagFilter): FiguresFold {
  const maker = partMaker(inputs);
  const merge = figuresMerge(inputs, filter);
  return {
    addEvents: (events) => maker.sessions(events).forEach((part) => merge.add(part)),
    addTracks: (tracks) => maker.tracks(tracks).forEach((part, session) => merge.addMouse(session, part)),
    result: () => merge.result(),
  };
}

export interface FiguresMerge {
  /** A session's part (any order: the merge orders them by their starts, then ids). */
  add(part: SessionPart): void;
  /** A session's pointer dwell; counted when its session is, or it has no events (a pointer-only one). */
  addMouse(session: string, part: MousePart): void;
  result(): AnalyticsFigures;
}

type Binned = Exclude<HeatMode, 'scroll'>;

/** One screen's heat, summed unblurred per mode until the end. */
interface HeatSum {
  cols: number;
  rows: number;
  h: number;
  cells: Record<Binned, Float64Array>;
  points: Record<Binned, number>;
  depths: number[];
}

/** Blurred, scaled so the largest cell is 1, rounded to 4 decimals. */
function finished(cells: Float64Array, cols: number, rows: number): number[] {
  const grid = gaussianBlur(Float32Array.from(cells), cols, rows, BLUR_RADIUS);
  let max = 0;
  for (const v of grid) if (v > max) max = v;
  return Array.from(grid, (v) => (max > 0 ? Math.round((v / max) * 1e4) / 1e4 : 0));
}

/** Each band of the screen shaded by the share of visits that scrolled it into view. */
function scrollGrid(sum: HeatSum): number[] {
  const grid = new Array<number>(sum.cols * sum.rows).fill(0);
  if (!sum.depths.length) return grid;
  const reach = scrollReach(sum.depths, Math.min(sum.h, VIEWPORT), sum.h, sum.rows);
  reach.forEach((seen, row) => grid.fill(Math.round(seen * 1e4) / 1e4, row * sum.cols, row * sum.cols + sum.cols));
  return grid;
}

/** Whether the filter keeps a session (as buildSessions filters). */
function keeps(filter: TagFilter | undefined, row: SessionListing): boolean {
  if (filter?.sessions?.length && !filter.sessions.includes(row.id)) return false;
  if (!filter?.tags.length) return true;
  const hits = row.tags.filter((tag) => filter.tags.includes(tag)).length;
  return filter.tagMode === 'all' ? hits >= new Set(filter.tags).size : hits > 0;
}

/** What the merge keeps of a part until the end: the figures that depend on the order of the sessions. */
type OrderedPart = Pick<SessionPart, 'row'> & {
  counts: Pick<NonNullable<SessionPart['counts']>, 'outlier' | 'tasks' | 'journeys' | 'taskJourneys' | 'survey'> | null;
};

const byStart = (a: OrderedPart, b: OrderedPart) =>
  a.row.start - b.row.start || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

/**
 * Sums (screens, misclicks, hints, heat) are added as parts come, in any order: whole counts and
 * milliseconds, so the order of the additions never changes them. What depends on the order of the
 * sessions (the lists, journeys' order of screens, the outlier rules) is merged at the end.
 */
export function figuresMerge(inputs: StudyInputs, filter?: TagFilter): FiguresMerge {
  const { app, tasks } = inputs;
  const filtering = (filter?.tags?.length ?? 0) > 0 || (filter?.sessions?.length ?? 0) > 0;
  const parts: OrderedPart[] = [];
  const mice = new Map<string, MousePart>();
  const screens = new ScreenTotalsSum();
  const misclicks = new MisclickSum();
  const hints = new HintSum();
  const heat = new Map<string, HeatSum>();
  for (const [screen, shape] of heatShapes(app)) {
    const cells = () => new Float64Array(shape.cols * shape.rows);
    heat.set(screen, {
      ...shape,
      cells: { click: cells(), mouse: cells(), first: cells(), missed: cells() },
      points: { click: 0, mouse: 0, first: 0, missed: 0 },
      depths: [],
    });
  }
  const binInto = (screen: string, mode: Binned, part: HeatCells | undefined) => {
    const sum = heat.get(screen);
    if (!sum || !part) return;
    const into = sum.cells[mode];
    for (let i = 0; i < part.cells.length; i += 2) into[part.cells[i]] += part.cells[i + 1];
    sum.points[mode] += part.points;
  };

  return {
    add({ row, counts }) {
      if (!keeps(filter, row)) return;
      if (!counts) {
        parts.push({ row, counts: null });
        return;
      }
      const { outlier, tasks: results, journeys, taskJourneys, survey } = counts;
      parts.push({ row, counts: { outlier, tasks: results, journeys, taskJourneys, survey } });
      screens.add(counts.screens);
      misclicks.add(counts.misclicks);
      hints.add(counts.hints);
      for (const [screen, modes] of Object.entries(counts.heat)) {
        binInto(screen, 'click', modes.click);
        binInto(screen, 'first', modes.first);
        binInto(screen, 'missed', modes.missed);
      }
      for (const [screen, depths] of Object.entries(counts.depths)) heat.get(screen)?.depths.push(...depths);
    },
    addMouse(session, part) {
      mice.set(session, part);
    },
    result() {
      parts.sort(byStart);
      const counted = new Set(parts.filter((part) => part.counts).map((part) => part.row.id));
      const listed = new Set(parts.map((part) => part.row.id));
      // the tracks of counted sessions, and of pointer-only ones unless a filter picks sessions
      for (const session of [...mice.keys()].sort()) {
        if (!counted.has(session) && (filtering || listed.has(session))) continue;
        for (const [screen, part] of Object.entries(mice.get(session)!)) binInto(screen, 'mouse', part);
      }
      return merged(app, tasks, parts, { screens, misclicks, hints, heat });
    },
  };
}

/** A reason whose interactions are named as a person reads them: the screen's name and the widget's wording. */
const named =
  (app: App) =>
  (reason: OutlierReason): OutlierReason =>
    reason.steps
      ? {
          ...reason,
          steps: reason.steps.map((stretch) =>
            stretch.map(({ screen, widget, type }) => ({
              screen: screenName(app, screen) || screen,
              widget: widgetName(app, widget) || widget,
              type,
            })),
          ),
        }
      : reason;

/** The study's figures from the parts the filter keeps, in the order of their sessions' starts, and the sums. */
function merged(
  app: App,
  tasks: StudyInputs['tasks'],
  parts: readonly OrderedPart[],
  sums: { screens: ScreenTotalsSum; misclicks: MisclickSum; hints: HintSum; heat: Map<string, HeatSum> },
): AnalyticsFigures {
  const { screens, misclicks, hints, heat } = sums;
  const fields = surveyFields(app);
  const outliers: OutlierSession[] = [];
  const perTask: TaskSessionResult[][] = tasks.map(() => []);
  const journeys = { all: new JourneySum(), tasks: tasks.map(() => new JourneySum()) };
  const survey: SurveyRow[] = [];
  let answered = 0;
  let counted = 0;
  for (const { counts } of parts) {
    if (!counts) continue;
    counted++;
    outliers.push(counts.outlier);
    counts.tasks.forEach((result, t) => result && perTask[t].push(result));
    journeys.all.add(counts.journeys);
    counts.taskJourneys.forEach((figures, t) => journeys.tasks[t].add(figures));
    if (counts.survey && answered++ < SURVEY_ROWS_SHOWN) survey.push(counts.survey);
  }

  const unusual = new Map(sessionOutliers(outliers).map((row) => [row.session, row.reasons.map(named(app))]));
  return {
    sessions: parts.map(({ row }) => ({ ...row, unusual: unusual.get(row.id) ?? [] })),
    screens: screens.result().map((row) => ({ ...row, name: app.screens[row.screen]?.name ?? row.screen })),
    tasks: taskFiguresOf(tasks, perTask, counted).map((figure, t) => ({
      ...figure,
      results: figure.results.map(({ session, success, duration, interactions }) => ({
        session,
        success,
        duration,
        interactions,
      })),
      stepNames: tasks[t].flow.map((step) => stepName(app, step)),
    })),
    misclicks: misclicks.result(),
    survey: { fields, rows: survey, answered },
    heat: [...heat].map(([screen, sum]) => ({
      screen,
      cols: sum.cols,
      rows: sum.rows,
      grids: {
        click: finished(sum.cells.click, sum.cols, sum.rows),
        mouse: finished(sum.cells.mouse, sum.cols, sum.rows),
        scroll: scrollGrid(sum),
        first: finished(sum.cells.first, sum.cols, sum.rows),
        missed: finished(sum.cells.missed, sum.cols, sum.rows),
      },
      points: { ...sum.points, scroll: sum.depths.length },
    })),
    hints: hints.result(),
    journeys: {
      all: journeys.all.result(),
      tasks: Object.fromEntries(tasks.map((task, t) => [task.id, journeys.tasks[t].result()])),
    },
  };
}
