// Answers one request of the protocol: the worker's body, and the main-thread fallback's.
import { computeCsv, computeFigures, type AnalyticsInput } from './figures';
import { figuresHash, keepFigures, keptFigures } from './figuresCache';
import type { AnalyticsRequest, AnalyticsResponse, StudyInput, StudyRef } from './protocol';
import type { TagFilter } from './figures';
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
  if (request.kind === 'load' || request.kind === 'kept') return failed(request.id, 'answered by answerAny');
  try {
    const input = resolve(request.input);
    if (request.kind === 'figures')
      return { id: request.id, ok: true, kind: 'figures', figures: computeFigures(input, request.filter) };
    return { id: request.id, ok: true, kind: 'csv', text: computeCsv(input, request.csv, request.filter) };
  } catch (error) {
    return failed(request.id, error);
  }
}

/** Where a study's figures are kept, and the hash of what else they were computed from. */
function keptKey(input: StudyRef, filter: TagFilter | undefined) {
  const { app, tasks, annotations } = input;
  return {
    key: `${input.study}|${JSON.stringify(filter ?? null)}`,
    hash: figuresHash(JSON.stringify({ app, tasks, annotations })),
  };
}

/** Any request: a load waits for the study's pages; figures of a named study are kept for next time. */
export async function answerAny(request: AnalyticsRequest): Promise<AnalyticsResponse> {
  try {
    if (request.kind === 'load')
      return { id: request.id, ok: true, kind: 'loaded', loaded: await loadStudy(request.source) };
    if (request.kind === 'kept') {
      const { key, hash } = keptKey(request.input, request.filter);
      return { id: request.id, ok: true, kind: 'kept', figures: await keptFigures(key, hash) };
    }
  } catch (error) {
    return failed(request.id, error);
  }
  const response = answer(request);
  if (response.ok && response.kind === 'figures' && request.kind === 'figures' && 'study' in request.input) {
    const { key, hash } = keptKey(request.input, request.filter);
    // kept on the side: the answer does not wait for the write
    void keepFigures(key, hash, response.figures).catch(() => undefined);
  }
  return response;
}
