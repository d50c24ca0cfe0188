// The messages between the page and the analytics worker: one request, one answer, matched by id.
import type { AnalyticsFigures, AnalyticsInput, CsvKind } from './figures';

export type AnalyticsRequest =
  | { id: number; kind: 'figures'; input: AnalyticsInput }
  | { id: number; kind: 'csv'; input: AnalyticsInput; csv: CsvKind };

export type AnalyticsResponse =
  | { id: number; ok: true; kind: 'figures'; figures: AnalyticsFigures }
  | { id: number; ok: true; kind: 'csv'; text: string }
  | { id: number; ok: false; error: string };
