// Every figure the analytics pages show, folded over a study a group of sessions at a time: the
// API reads a study of a million events a few hundred sessions at a time and never holds it whole.
import { orderedScreens } from '../appDocument/screenOrder';
import type { App } from '../model/app';
import { sessionVerdicts, type AnnotationLike } from './annotations';
import { clickPoints } from './clickPoints';
import type { AnalyticsEvent } from './events';
import {
  HintSum,
  JourneySum,
  MisclickSum,
  ScreenTotalsSum,
  type MisclickTotals,
  type ScreenTotals,
} from './figureMerges';
import { clickHeatGrid, gaussianBlur, type PointSet } from './heatGrid';
import { heatmapHints, type ScreenHint } from './heatmapHint';
import { journeyFigures, type JourneyFigures } from './journeys';
import { buildLinkIndex } from './links';
import { misclickFigures } from './misclicks';
import { mouseDwellPoints, type MouseTrackLike } from './mouseHeat';
import { stepName } from './names';
import { outlierSession, sessionOutliers, type OutlierReason, type OutlierSession } from './outliers';
import { screenFigures } from './screenFigures';
import { scrollDepths } from './scrollDepth';
import { surveyAnswers, surveyFields, type SurveyField, type SurveyRow } from './csvExports';
import { buildSessions, type Session } from './sessions';
import { addTaskResults, taskFiguresOf, type TaskFigures, type TaskSessionResult } from './taskFigures';
import type { TaskLike } from './taskMatching';

/** What the figures are computed from besides the recorded events and tracks. */
export interface StudyInputs {
  app: App;
  tasks: readonly TaskLike[];
  annotations: readonly AnnotationLike[];
}

/**
 * Only sessions tagged with `tags` (none: all sessions), 'any' or 'all' of them, and when `sessions`
 * lists some, only those (buildSessions).
 */
export interface TagFilter {
  tags: string[];
  tagMode: 'any' | 'all';
  sessions?: string[];
}

export const HEAT_MODES = ['click', 'mouse', 'scroll', 'first', 'missed'] as const;
export type HeatMode = (typeof HEAT_MODES)[number];

/** Heat-map cells across a screen's width; rows follow the screen's aspect. */
export const HEAT_COLS = 40;
const FIRST_CLICKS = 1;
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

export interface SessionRow {
  id: string;
  user: string;
  start: number;
  duration: number;
  device: string;
  events: number;
  tasksDone: number;
  valid: boolean;
  tags: string[];
  /** why a valid session stands out (sessionOutliers); empty for ordinary and invalid sessions */
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
   * The events of whole sessions (every event of each), groups added in the order of their
   * sessions' starts. Sessions outside the filter, and invalid ones, are listed but not counted.
   */
  addEvents(events: readonly AnalyticsEvent[]): void;
  /** Mouse tracks, after every event: those of counted sessions and of pointer-only sessions. */
  addTracks(tracks: readonly MouseTrackLike[]): void;
  result(): AnalyticsFigures;
}

function deviceOf(session: Session): string {
  for (const event of session.events) {
    const device = (event as { device?: { w?: number; h?: number } | null }).device;
    if (device?.w && device.h) return `${device.w}×${device.h}`;
  }
  return '';
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

function binInto(sum: HeatSum, mode: Binned, points: PointSet | undefined): void {
  if (!points || !points.x.length) return;
  const cells = clickHeatGrid(points, sum.cols, sum.rows);
  const into = sum.cells[mode];
  for (let i = 0; i < cells.length; i++) into[i] += cells[i];
  sum.points[mode] += points.x.length;
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
  const viewport = Math.min(sum.h, VIEWPORT);
  for (let row = 0; row < sum.rows; row++) {
    const top = (row / sum.rows) * sum.h;
    const seen = sum.depths.filter((d) => d + viewport > top).length / sum.depths.length;
    grid.fill(Math.round(seen * 1e4) / 1e4, row * sum.cols, row * sum.cols + sum.cols);
  }
  return grid;
}

export function figuresFold(inputs: StudyInputs, filter?: TagFilter): FiguresFold {
  const { app, tasks, annotations } = inputs;
  const links = buildLinkIndex(app);
  const fields = surveyFields(app);
  const verdicts = sessionVerdicts(annotations);
  const filtering = (filter?.tags?.length ?? 0) > 0 || (filter?.sessions?.length ?? 0) > 0;

  const rows: SessionRow[] = [];
  const counted = new Set<string>();
  const withEvents = new Set<string>();
  const outliers: OutlierSession[] = [];
  const perTask: TaskSessionResult[][] = tasks.map(() => []);
  const screens = new ScreenTotalsSum();
  const misclicks = new MisclickSum();
  const hints = new HintSum();
  const journeys = { all: new JourneySum(), tasks: tasks.map(() => new JourneySum()) };
  const survey: SurveyRow[] = [];
  let answered = 0;
  const heat = new Map<string, HeatSum>();
  for (const screen of orderedScreens(app)) {
    const cols = HEAT_COLS;
    const rowCount = Math.max(1, Math.round((HEAT_COLS * screen.h) / Math.max(1, screen.w)));
    const cells = () => new Float64Array(cols * rowCount);
    heat.set(screen.id, {
      cols,
      rows: rowCount,
      h: screen.h,
      cells: { click: cells(), mouse: cells(), first: cells(), missed: cells() },
      points: { click: 0, mouse: 0, first: 0, missed: 0 },
      depths: [],
    });
  }
  const heatOf = (byScreen: Record<string, PointSet>, mode: Binned) => {
    for (const [screen, points] of Object.entries(byScreen)) {
      const sum = heat.get(screen);
      if (sum) binInto(sum, mode, points);
    }
  };

  return {
    addEvents(events) {
      for (const event of events) withEvents.add(event.session);
      const all = buildSessions(events, { annotations, ...filter, includeInvalid: true });
      const valid = all.filter((session) => verdicts.get(session.id)?.valid !== false);
      for (const session of valid) counted.add(session.id);

      const firstTask = perTask.map((results) => results.length);
      addTaskResults(perTask, valid, tasks);
      const done = new Map<string, number>();
      perTask.forEach((results, t) => {
        for (let i = firstTask[t]; i < results.length; i++)
          if (results[i].success) done.set(results[i].session, (done.get(results[i].session) ?? 0) + 1);
      });
      for (const session of all)
        rows.push({
          id: session.id,
          user: session.user,
          start: session.start,
          duration: session.duration,
          device: deviceOf(session),
          events: session.events.length,
          tasksDone: done.get(session.id) ?? 0,
          valid: counted.has(session.id),
          tags: session.tags,
          unusual: [],
        });
      if (!valid.length) return;

      for (const session of valid) outliers.push(outlierSession(session));
      screens.add(screenFigures(valid));
      misclicks.add(misclickFigures(valid, links));
      hints.add(heatmapHints(valid, app, { links }));
      journeys.all.add(journeyFigures(app, valid));
      tasks.forEach((task, t) => journeys.tasks[t].add(journeyFigures(app, valid, task)));
      for (const row of surveyAnswers(valid, fields)) {
        if (!fields.some((field) => row.answers[field.widget] !== undefined)) continue;
        if (answered++ < SURVEY_ROWS_SHOWN) survey.push(row);
      }
      heatOf(clickPoints(valid), 'click');
      heatOf(clickPoints(valid, { firstPerVisit: FIRST_CLICKS }), 'first');
      heatOf(clickPoints(valid, { missedOnly: true, links }), 'missed');
      for (const depth of scrollDepths(valid)) heat.get(depth.screen)?.depths.push(...depth.depths);
    },

    addTracks(tracks) {
      // not those of sessions left out (marked invalid, or outside a tag or session filter, which a
      // session without events never passes)
      const shown = tracks.filter(
        (track) => counted.has(track.session) || (!filtering && !withEvents.has(track.session)),
      );
      heatOf(mouseDwellPoints(shown), 'mouse');
    },

    result() {
      const unusual = new Map(sessionOutliers(outliers).map((row) => [row.session, row.reasons]));
      for (const row of rows) row.unusual = unusual.get(row.id) ?? [];
      return {
        sessions: rows,
        screens: screens.result().map((row) => ({ ...row, name: app.screens[row.screen]?.name ?? row.screen })),
        tasks: taskFiguresOf(tasks, perTask, counted.size).map((figure, t) => ({
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
    },
  };
}
