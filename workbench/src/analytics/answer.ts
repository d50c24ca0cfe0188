// Answers one request of the protocol: the worker's body, and the main-thread fallback's.
import { computeCsv, computeFigures, type AnalyticsInput } from './figures';
import type { AnalyticsRequest, AnalyticsResponse, StudyInput } from './protocol';
import { loadStudy, studyRecords } from './studyStore';

/** The input with the events and tracks of the study it names. */
function resolve(input: StudyInput): AnalyticsInput {
  if (!('study' in input)) return input;
  const records = studyRecords(input.study);
  if (!records) throw new Error(`study ${input.study} is not loaded`);
  const { study: _study, ...rest } = input;
  return { ...rest, ...records };
}

const failed = (id: number, error: unknown): AnalyticsResponse => ({
  id,
  ok: false,
  error: error instanceof Error ? error.message : String(error),
});

/** Figures and CSVs, computed at once (a load answers through answerAny). */
export function answer(request: AnalyticsRequest): AnalyticsResponse {
  if (request.kind === 'load') return failed(request.id, 'a load is answered by answerAny');
  try {
    const input = resolve(request.input);
    if (request.kind === 'figures')
      return { id: request.id, ok: true, kind: 'figures', figures: computeFigures(input, request.filter) };
    return { id: request.id, ok: true, kind: 'csv', text: computeCsv(input, request.csv, request.filter) };
  } catch (error) {
    return failed(request.id, error);
  }
}

/** Any request: a load waits for the study's pages. */
export async function answerAny(request: AnalyticsRequest): Promise<AnalyticsResponse> {
  if (request.kind !== 'load') return answer(request);
  try {
    return { id: request.id, ok: true, kind: 'loaded', loaded: await loadStudy(request.source) };
  } catch (error) {
    return failed(request.id, error);
  }
}
