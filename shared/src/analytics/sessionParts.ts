// What one session adds to a study's figures, computed once from its events and kept (the API keeps
// one per session), so that new data folds only the sessions it touched and the study's figures are
// the merge of every part (figuresMerge). A part depends on the prototype, the tasks and the
// annotations, never on a filter: the merge picks the sessions a filter keeps.
import { orderedScreens } from '../appDocument/screenOrder';
import type { App } from '../model/app';
import { sessionVerdicts, type AnnotationLike } from './annotations';
import { clickPoints, type ScreenPoints } from './clickPoints';
import type { AnalyticsEvent } from './events';
import type { MisclickTotals, ScreenTotals } from './figureMerges';
import { sparseHeatCells, type PointSet } from './heatGrid';
import { heatmapHints, type ScreenHint } from './heatmapHint';
import { journeyFigures, type JourneyFigures } from './journeys';
import { buildLinkIndex } from './links';
import { misclickFigures } from './misclicks';
import { mouseDwellPoints, type MouseTrackLike } from './mouseHeat';
import { outlierSession, type OutlierSession } from './outliers';
import { screenFigures } from './screenFigures';
import { scrollDepths } from './scrollDepth';
import { surveyAnswers, surveyFields, type SurveyRow } from './csvExports';
import { buildSessions, type Session } from './sessions';
import { addTaskResults, type TaskSessionResult } from './taskFigures';
import type { TaskLike } from './taskMatching';

/** What the figures are computed from besides the recorded events and tracks. */
export interface StudyInputs {
  app: App;
  tasks: readonly TaskLike[];
  annotations: readonly AnnotationLike[];
}

/** Heat-map cells across a screen's width; rows follow the screen's aspect. */
const HEAT_COLS = 40;
const FIRST_CLICKS = 1;

/** The heat grid of each screen: columns, rows and the screen's height, in the prototype's order. */
export function heatShapes(app: App): Map<string, { cols: number; rows: number; h: number }> {
  return new Map(
    orderedScreens(app).map((screen) => [
      screen.id,
      {
        cols: HEAT_COLS,
        rows: Math.max(1, Math.round((HEAT_COLS * screen.h) / Math.max(1, screen.w))),
        h: screen.h,
      },
    ]),
  );
}

/** Points binned on a screen's heat grid: how many, and the cells they fell in (sparseHeatCells). */
export interface HeatCells {
  points: number;
  /** flat pairs [cell, weight, cell, weight…] */
  cells: number[];
}

/** The heat modes binned from clicks, per screen. */
export type ClickHeatPart = Partial<Record<'click' | 'first' | 'missed', HeatCells>>;

/** A session's line in the session list, before the outlier rules ran over the study. */
export interface SessionListing {
  id: string;
  user: string;
  start: number;
  duration: number;
  device: string;
  events: number;
  tasksDone: number;
  /** not marked invalid by the designer */
  valid: boolean;
  tags: string[];
}

/** What a valid session adds to the study's figures. */
export interface SessionCounts {
  outlier: OutlierSession;
  /** per task of the inputs: the session's attempt, if it started the task */
  tasks: Array<TaskSessionResult | null>;
  screens: ScreenTotals[];
  misclicks: Pick<MisclickTotals, 'clicks' | 'missed' | 'byScreen'>;
  hints: ScreenHint[];
  journeys: JourneyFigures;
  /** per task of the inputs */
  taskJourneys: JourneyFigures[];
  /** the session's survey answers, when it answered any field */
  survey: SurveyRow | null;
  heat: Record<string, ClickHeatPart>;
  /** per screen, how far each visit scrolled */
  depths: Record<string, number[]>;
}

export interface SessionPart {
  row: SessionListing;
  /** none for a session the designer marked invalid: it is listed, not counted */
  counts: SessionCounts | null;
}

/** A session's pointer dwell per screen. */
export type MousePart = Record<string, HeatCells>;

export interface PartMaker {
  /** One part per session of these events (every event of each session), in the order of their starts. */
  sessions(events: readonly AnalyticsEvent[]): SessionPart[];
  /** One part per session of these tracks (every track of each session), by session id. */
  tracks(tracks: readonly MouseTrackLike[]): Map<string, MousePart>;
}

function deviceOf(session: Session): string {
  for (const event of session.events) {
    const device = (event as { device?: { w?: number; h?: number } | null }).device;
    if (device?.w && device.h) return `${device.w}×${device.h}`;
  }
  return '';
}

export function partMaker(inputs: StudyInputs): PartMaker {
  const { app, tasks, annotations } = inputs;
  const links = buildLinkIndex(app);
  const fields = surveyFields(app);
  const verdicts = sessionVerdicts(annotations);
  const shapes = heatShapes(app);
  const binned = (byScreen: Record<string, PointSet>, into: (screen: string, heat: HeatCells) => void) => {
    for (const [screen, points] of Object.entries(byScreen)) {
      const shape = shapes.get(screen);
      if (shape && points.x.length)
        into(screen, { points: points.x.length, cells: sparseHeatCells(points, shape.cols, shape.rows) });
    }
  };

  const counts = (session: Session): SessionCounts => {
    const one = [session];
    const perTask: TaskSessionResult[][] = tasks.map(() => []);
    addTaskResults(perTask, one, tasks);
    const survey = surveyAnswers(one, fields)[0];
    const misclicks = misclickFigures(one, links);
    const heat: Record<string, ClickHeatPart> = {};
    const heatOf = (mode: keyof ClickHeatPart, byScreen: Record<string, ScreenPoints>) =>
      binned(byScreen, (screen, cells) => ((heat[screen] ??= {})[mode] = cells));
    heatOf('click', clickPoints(one));
    heatOf('first', clickPoints(one, { firstPerVisit: FIRST_CLICKS }));
    heatOf('missed', clickPoints(one, { missedOnly: true, links }));
    return {
      outlier: outlierSession(session),
      tasks: perTask.map((results) => results[0] ?? null),
      screens: screenFigures(one).map(({ perSession: _perSession, ...row }) => row),
      misclicks: {
        clicks: misclicks.clicks,
        missed: misclicks.missed,
        byScreen: misclicks.byScreen,
      },
      hints: heatmapHints(one, app, { links }),
      journeys: journeyFigures(app, one),
      taskJourneys: tasks.map((task) => journeyFigures(app, one, task)),
      survey: fields.some((field) => survey.answers[field.widget] !== undefined) ? survey : null,
      heat,
      depths: Object.fromEntries(scrollDepths(one).map((depth) => [depth.screen, depth.depths])),
    };
  };

  return {
    sessions(events) {
      return buildSessions(events, { annotations, includeInvalid: true }).map((session) => {
        const valid = verdicts.get(session.id)?.valid !== false;
        const counted = valid ? counts(session) : null;
        return {
          row: {
            id: session.id,
            user: session.user,
            start: session.start,
            duration: session.duration,
            device: deviceOf(session),
            events: session.events.length,
            tasksDone: counted?.tasks.filter((result) => result?.success).length ?? 0,
            valid,
            tags: session.tags,
          },
          counts: counted,
        };
      });
    },

    tracks(tracks) {
      const bySession = new Map<string, MouseTrackLike[]>();
      for (const track of tracks) {
        const list = bySession.get(track.session);
        if (list) list.push(track);
        else bySession.set(track.session, [track]);
      }
      const parts = new Map<string, MousePart>();
      for (const [session, list] of [...bySession].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const part: MousePart = {};
        binned(mouseDwellPoints(list), (screen, cells) => (part[screen] = cells));
        parts.set(session, part);
      }
      return parts;
    },
  };
}
