// The messages between the page and the analytics worker: one request, one answer, matched by id.
import type { AnalyticsFigures, AnalyticsInput, CsvKind, TagFilter } from './figures';

export type AnalyticsRequest =
  | { id: number; kind: 'figures'; input: AnalyticsInput; filter?: TagFilter }
  | { id: number; kind: 'csv'; input: AnalyticsInput; csv: CsvKind; filter?: TagFilter };

export type AnalyticsResponse =
  | { id: number; ok: true; kind: 'figures'; figures: AnalyticsFigures }
  | { id: number; ok: true; kind: 'csv'; text: string }
  | { id: number; ok: false; error: string };
