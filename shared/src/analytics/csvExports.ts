// CSV exports: survey answers, task summary, raw events.
import type { App } from '../model/app';
import { toCsv, type CsvOptions, type CsvValue } from './csv';
import { masterWidgetId, userIdOf, type AnalyticsEvent } from './events';
import { INPUT_WIDGET_TYPES } from './links';
import { screenName, widgetLabel, widgetName } from './names';
import type { Session } from './sessions';
import type { TaskFigures } from './taskFigures';
import { widgetScreens } from '../editor/commands/placement';

/** Input types collected when no widget is marked as a survey field (tables and uploads hold no answer). */
const DEFAULT_SURVEY_TYPES: ReadonlySet<string> = new Set(
  INPUT_WIDGET_TYPES.filter((type) => type !== 'Table' && type !== 'Upload'),
);

export interface SurveyField {
  widget: string;
  screen: string;
  /** column header: the widget's label, else its placeholder, else its name, else its id; made unique */
  header: string;
}

/**
 * The survey fields of an app: widgets marked with `props.survey === true`; when none is marked,
 * every form input (INPUT_WIDGET_TYPES without Table and Upload). Ordered by screen (document order),
 * then top to bottom, left to right.
 */
export function surveyFields(app: Pick<App, 'screens' | 'widgets'>): SurveyField[] {
  const widgets = Object.values(app.widgets);
  const marked = widgets.filter((widget) => widget.props?.survey === true);
  const chosen = marked.length ? marked : widgets.filter((widget) => DEFAULT_SURVEY_TYPES.has(widget.type));
  const screenOf = widgetScreens(app);
  const screenIds = Object.keys(app.screens);
  const order = new Map(screenIds.map((id, index) => [id, index]));
  const sorted = chosen
    .map((widget) => ({ widget, screen: screenOf.get(widget.id) ?? '' }))
    .sort(
      (a, b) =>
        (order.get(a.screen) ?? Infinity) - (order.get(b.screen) ?? Infinity) ||
        a.widget.y - b.widget.y ||
        a.widget.x - b.widget.x ||
        (a.widget.id < b.widget.id ? -1 : 1),
    );
  const labels = sorted.map(({ widget }) => widgetLabel(widget));
  const taken = new Map<string, number>();
  for (const label of labels) taken.set(label, (taken.get(label) ?? 0) + 1);
  return sorted.map(({ widget, screen }, i) => ({
    widget: widget.id,
    screen,
    header: taken.get(labels[i])! > 1 ? `${labels[i]} (${widget.id})` : labels[i],
  }));
}

export interface SurveyRow {
  session: string;
  user: string;
  start: number;
  /** widget id → the last value typed or chosen (WidgetChange state.value) */
  answers: Record<string, unknown>;
}

/** One row per session with the last value of each survey field (inherited copies answer for their master). */
export function surveyAnswers(sessions: readonly Session[], fields: readonly SurveyField[]): SurveyRow[] {
  const wanted = new Set(fields.map((field) => field.widget));
  return sessions.map((session) => {
    const answers: Record<string, unknown> = {};
    for (const event of session.events) {
      if (event.type !== 'WidgetChange' || !event.widget || !event.state || !('value' in event.state)) continue;
      const widget = wanted.has(event.widget) ? event.widget : masterWidgetId(event.widget);
      if (wanted.has(widget)) answers[widget] = event.state.value;
    }
    return { session: session.id, user: session.user, start: session.start, answers };
  });
}

function answerValue(value: unknown): CsvValue {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  if (Array.isArray(value)) return value;
  return typeof value === 'object' ? (value as Record<string, unknown>) : String(value);
}

/** Survey answers as CSV: session, user, start (ISO 8601), then one column per field. */
export function surveyCsv(
  sessions: readonly Session[],
  app: Pick<App, 'screens' | 'widgets'>,
  options: CsvOptions = {},
): string {
  const fields = surveyFields(app);
  const rows = surveyAnswers(sessions, fields).map((row) => [
    row.session,
    row.user,
    new Date(row.start),
    ...fields.map((field) => answerValue(row.answers[field.widget])),
  ]);
  return toCsv(['session', 'user', 'start', ...fields.map((field) => field.header)], rows, options);
}

const seconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : Math.round(ms) / 1000);
const ratio = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

export const TASK_SUMMARY_HEADERS = [
  'task',
  'steps',
  'strict',
  'sessions',
  'starts',
  'successes',
  'success rate',
  'success rate low (95%)',
  'success rate high (95%)',
  'direct successes',
  'timed successes',
  'geometric mean time (s)',
  'geometric mean time low (95%) (s)',
  'geometric mean time high (95%) (s)',
  'median time (s)',
] as const;

/** One row per task; rates as fractions (0..1), times in seconds. Confidence-level headers assume 95%. */
export function taskSummaryCsv(figures: readonly TaskFigures[], options: CsvOptions = {}): string {
  return toCsv(TASK_SUMMARY_HEADERS, figures.map(taskSummaryRow), options);
}

/** A task's row of the task summary (TASK_SUMMARY_HEADERS). */
export function taskSummaryRow(f: Omit<TaskFigures, 'results'>): CsvValue[] {
  return [
    f.name,
    f.steps,
    f.strict,
    f.sessions,
    f.starts,
    f.successes,
    ratio(f.successRate.rate),
    ratio(f.successRate.low),
    ratio(f.successRate.high),
    f.directSuccesses,
    f.details?.time?.n ?? 0,
    seconds(f.details?.timeGeometric?.mean),
    seconds(f.details?.timeGeometric?.low),
    seconds(f.details?.timeGeometric?.high),
    seconds(f.details?.time?.median),
  ];
}

export const EVENT_CSV_HEADERS = [
  'id',
  'session',
  'user',
  'time',
  'time (ISO 8601)',
  'type',
  'screen',
  'screen name',
  'widget',
  'widget name',
  'x',
  'y',
  'scrollTop',
  'overlay',
  'gesture',
  'value',
] as const;

/** Raw events, one row each, in the order given, with the names of their screen and widget in `app`. */
export function eventsCsv(events: Iterable<AnalyticsEvent>, app: App, options: CsvOptions = {}): string {
  const rows = (function* () {
    for (const e of events) {
      yield [
        e.id,
        e.session,
        userIdOf(e),
        e.time,
        Number.isFinite(e.time) ? new Date(e.time) : null,
        e.type,
        e.screen,
        screenName(app, e.screen),
        e.widget ?? null,
        widgetName(app, e.widget),
        e.x,
        e.y,
        e.scrollTop,
        e.overlay ?? null,
        e.gesture?.type ?? null,
        answerValue(e.state?.value),
      ] satisfies CsvValue[];
    }
  })();
  return toCsv(EVENT_CSV_HEADERS, rows, options);
}
