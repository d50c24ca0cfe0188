// The CSV files of a study, from its records (computed in the analytics worker, or here).
import {
  buildSessions,
  eventsCsv,
  surveyCsv,
  taskFigures,
  taskSummaryCsv,
  type AnalyticsEvent,
  type MouseTrackLike,
  type StudyInputs,
  type TagFilter,
} from '@protolab/shared';

export interface AnalyticsInput extends StudyInputs {
  events: AnalyticsEvent[];
  tracks: MouseTrackLike[];
}

export type CsvKind = 'survey' | 'tasks' | 'events';

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
