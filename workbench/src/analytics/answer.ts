// Answers one request of the protocol: the worker's body, and the main-thread fallback's.
import { computeCsv, type AnalyticsInput } from './csvFiles';
import type { AnalyticsRequest, AnalyticsResponse, StudyInput } from './protocol';
import { fetchStudyRecords } from './studyRecords';

/** The input with the events and tracks of the study it names, fetched now (the latest). */
async function resolve(input: StudyInput): Promise<AnalyticsInput> {
  if (!('source' in input)) return input;
  const { source, ...rest } = input;
  return { ...rest, ...(await fetchStudyRecords(source)) };
}

export async function answer(request: AnalyticsRequest): Promise<AnalyticsResponse> {
  try {
    const input = await resolve(request.input);
    return { id: request.id, ok: true, text: computeCsv(input, request.csv, request.filter) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
