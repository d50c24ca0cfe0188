// Every figure the analytics pages show, from the data of one study (runs in the worker, or here).
import {
  buildLinkIndex,
  buildSessions,
  clickHeatGrid,
  clickPoints,
  eventsCsv,
  heatmapHints,
  journeyFigures,
  misclickFigures,
  mouseDwellPoints,
  orderedScreens,
  screenFigures,
  scrollDepths,
  sessionOutliers,
  stepName,
  surveyAnswers,
  surveyCsv,
  surveyFields,
  taskFigures,
  taskSummaryCsv,
  type AnalyticsEvent,
  type AnnotationLike,
  type App,
  type JourneyFigures,
  type MisclickFigures,
  type MouseTrackLike,
  type OutlierReason,
  type PointSet,
  type ScreenFigures,
  type ScreenHint,
  type Session,
  type SurveyField,
  type SurveyRow,
  type TaskFigures,
  type TaskLike,
} from '@protolab/shared';

export interface AnalyticsInput {
  app: App;
  tasks: TaskLike[];
  events: AnalyticsEvent[];
  tracks: MouseTrackLike[];
  annotations: AnnotationLike[];
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

export interface ScreenHeat {
  screen: string;
  cols: number;
  rows: number;
  /** per mode: cells scaled so the largest is 1 (row-major), and the points behind them */
  grids: Record<HeatMode, Float32Array>;
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

export interface AnalyticsFigures {
  sessions: SessionRow[];
  screens: Array<ScreenFigures & { name: string }>;
  /** with each step named by its screen and widget */
  tasks: Array<TaskFigures & { stepNames: string[] }>;
  misclicks: MisclickFigures;
  survey: { fields: SurveyField[]; rows: SurveyRow[] };
  heat: ScreenHeat[];
  hints: ScreenHint[];
  /** where testers went: over all sessions, and per task id over the attempts at it */
  journeys: { all: JourneyFigures; tasks: Record<string, JourneyFigures> };
}

export type CsvKind = 'survey' | 'tasks' | 'events';

function deviceOf(session: Session): string {
  for (const event of session.events) {
    const device = (event as { device?: { w?: number; h?: number } | null }).device;
    if (device?.w && device.h) return `${device.w}×${device.h}`;
  }
  return '';
}

function scaled(grid: Float32Array): Float32Array {
  let max = 0;
  for (const v of grid) if (v > max) max = v;
  if (max > 0) for (let i = 0; i < grid.length; i++) grid[i] /= max;
  return grid;
}

function count(points: PointSet | undefined): number {
  return points ? points.x.length : 0;
}

/**
 * The mouse tracks a heat map shows: those of the sessions the figures count, and those of sessions
 * that recorded only the pointer (a study imported with its mouse data and no events); not those of
 * sessions left out (marked invalid, or outside a tag or session filter, which a session without
 * events never passes).
 */
function heatTracks(
  tracks: MouseTrackLike[],
  events: readonly AnalyticsEvent[],
  counted: ReadonlySet<string>,
  filter: TagFilter | undefined,
): MouseTrackLike[] {
  const withEvents = new Set(events.map((event) => event.session));
  const filtering = (filter?.tags?.length ?? 0) > 0 || (filter?.sessions?.length ?? 0) > 0;
  return tracks.filter((track) => counted.has(track.session) || (!filtering && !withEvents.has(track.session)));
}

function screenHeat(app: App, sessions: Session[], tracks: MouseTrackLike[]): ScreenHeat[] {
  const links = buildLinkIndex(app);
  const clicks = clickPoints(sessions);
  const first = clickPoints(sessions, { firstPerVisit: FIRST_CLICKS });
  const missed = clickPoints(sessions, { missedOnly: true, links });
  const mouse = mouseDwellPoints(tracks);
  const depths = new Map(scrollDepths(sessions).map((d) => [d.screen, d]));
  return orderedScreens(app).map((screen) => {
    const cols = HEAT_COLS;
    const rows = Math.max(1, Math.round((HEAT_COLS * screen.h) / Math.max(1, screen.w)));
    const grid = (points: PointSet | undefined) =>
      points ? scaled(clickHeatGrid(points, cols, rows, { blurRadius: 3 })) : new Float32Array(cols * rows);
    // Scroll: each band of the screen shaded by the share of visits that scrolled it into view.
    const scroll = new Float32Array(cols * rows);
    const depth = depths.get(screen.id);
    if (depth?.depths.length) {
      const viewport = Math.min(screen.h, 667);
      for (let row = 0; row < rows; row++) {
        const top = (row / rows) * screen.h;
        const seen = depth.depths.filter((d) => d + viewport > top).length / depth.depths.length;
        scroll.fill(seen, row * cols, row * cols + cols);
      }
    }
    return {
      screen: screen.id,
      cols,
      rows,
      grids: {
        click: grid(clicks[screen.id]),
        mouse: grid(mouse[screen.id]),
        scroll,
        first: grid(first[screen.id]),
        missed: grid(missed[screen.id]),
      },
      points: {
        click: count(clicks[screen.id]),
        mouse: count(mouse[screen.id]),
        scroll: depth?.visits ?? 0,
        first: count(first[screen.id]),
        missed: count(missed[screen.id]),
      },
    };
  });
}

export function computeFigures(input: AnalyticsInput, filter?: TagFilter): AnalyticsFigures {
  const { app, tasks, events, tracks, annotations } = input;
  const all = buildSessions(events, { annotations, ...filter, includeInvalid: true });
  const valid = buildSessions(events, { annotations, ...filter });
  const validIds = new Set(valid.map((s) => s.id));
  const figures = taskFigures(valid, tasks);
  const done = new Map<string, number>();
  for (const task of figures)
    for (const result of task.results)
      if (result.success) done.set(result.session, (done.get(result.session) ?? 0) + 1);
  const fields = surveyFields(app);
  const outliers = new Map(sessionOutliers(valid).map((row) => [row.session, row.reasons]));
  return {
    sessions: all.map((session) => ({
      id: session.id,
      user: session.user,
      start: session.start,
      duration: session.duration,
      device: deviceOf(session),
      events: session.events.length,
      tasksDone: done.get(session.id) ?? 0,
      valid: validIds.has(session.id),
      tags: session.tags,
      unusual: outliers.get(session.id) ?? [],
    })),
    screens: screenFigures(valid).map((row) => ({ ...row, name: app.screens[row.screen]?.name ?? row.screen })),
    tasks: figures.map((figure) => ({
      ...figure,
      stepNames: (tasks.find((task) => task.id === figure.task)?.flow ?? []).map((step) => stepName(app, step)),
    })),
    misclicks: misclickFigures(valid, buildLinkIndex(app)),
    survey: { fields, rows: surveyAnswers(valid, fields) },
    heat: screenHeat(app, valid, heatTracks(tracks, events, validIds, filter)),
    hints: heatmapHints(valid, app),
    journeys: {
      all: journeyFigures(app, valid),
      tasks: Object.fromEntries(tasks.map((task) => [task.id, journeyFigures(app, valid, task)])),
    },
  };
}

/** The CSV files (UTF-8 with BOM, formulas escaped: see shared/analytics/csv). */
export function computeCsv(input: AnalyticsInput, kind: CsvKind, filter?: TagFilter): string {
  const valid = buildSessions(input.events, { annotations: input.annotations, ...filter });
  if (kind === 'survey') return surveyCsv(valid, input.app);
  if (kind === 'tasks') return taskSummaryCsv(taskFigures(valid, input.tasks));
  return eventsCsv(
    valid.flatMap((session) => session.events),
    input.app,
  );
}
