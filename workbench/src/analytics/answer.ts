// Answers one request of the protocol: the worker's body, and the main-thread fallback's.
import { computeCsv, computeFigures } from './figures';
import type { AnalyticsRequest, AnalyticsResponse } from './protocol';

export function answer(request: AnalyticsRequest): AnalyticsResponse {
  try {
    if (request.kind === 'figures')
      return { id: request.id, ok: true, kind: 'figures', figures: computeFigures(request.input, request.filter) };
    return { id: request.id, ok: true, kind: 'csv', text: computeCsv(request.input, request.csv, request.filter) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
