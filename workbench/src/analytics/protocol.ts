// The messages between the page and the analytics worker: one request, one answer, matched by id.
// `load` makes the worker fetch and keep a study's events and tracks (studyStore.ts); a figures or
// csv request then names the study (`StudyRef`) instead of carrying them. The figures of a named
// study are kept (IndexedDB) and `kept` answers them at once the next time.
import type { AnalyticsFigures, AnalyticsInput, CsvKind, TagFilter } from './figures';
import type { StudySource } from './studyStore';

/** An input whose events and tracks are the ones loaded under `study`. */
export type StudyRef = Omit<AnalyticsInput, 'events' | 'tracks'> & { study: string };
export type StudyInput = AnalyticsInput | StudyRef;

export interface StudyLoaded {
  key: string;
  events: number;
  tracks: number;
}

export type AnalyticsRequest =
  | { id: number; kind: 'figures'; input: StudyInput; filter?: TagFilter }
  | { id: number; kind: 'csv'; input: StudyInput; csv: CsvKind; filter?: TagFilter }
  | { id: number; kind: 'load'; source: StudySource }
  /** the figures kept from the last time for this study, filter and input (figuresCache.ts), if any */
  | { id: number; kind: 'kept'; input: StudyRef; filter?: TagFilter };

export type AnalyticsResponse =
  | { id: number; ok: true; kind: 'figures'; figures: AnalyticsFigures }
  | { id: number; ok: true; kind: 'csv'; text: string }
  | { id: number; ok: true; kind: 'loaded'; loaded: StudyLoaded }
  | { id: number; ok: true; kind: 'kept'; figures: AnalyticsFigures | null }
  | { id: number; ok: false; error: string };
