// The messages between the page and the analytics worker: one request, one answer, matched by id.
// The figures come from the API (shared studyFigures); the worker writes the CSV files, which need a
// study's records: it fetches and keeps them (studyStore.ts) when a request names their `source`.
import type { StudyInputs, TagFilter } from '@protolab/shared';
import type { AnalyticsInput, CsvKind } from './csvFiles';
import type { StudySource } from './studyRecords';

/** An input whose events and tracks are those of the study at `source`. */
export type StudyRef = StudyInputs & { source: StudySource };
export type StudyInput = AnalyticsInput | StudyRef;

export type AnalyticsRequest = { id: number; kind: 'csv'; input: StudyInput; csv: CsvKind; filter?: TagFilter };

export type AnalyticsResponse = { id: number; ok: true; text: string } | { id: number; ok: false; error: string };
