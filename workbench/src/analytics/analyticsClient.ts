// Sends requests to the analytics worker and resolves the answers; computes on the main thread
// where there are no workers (component tests, old browsers).
import { answerAny } from './answer';
import type { AnalyticsFigures, CsvKind, TagFilter } from './figures';
import type { AnalyticsRequest, AnalyticsResponse, StudyInput, StudyLoaded, StudyRef } from './protocol';
import type { StudySource } from './studyStore';

export interface AnalyticsClient {
  figures(input: StudyInput, filter?: TagFilter): Promise<AnalyticsFigures>;
  csv(input: StudyInput, kind: CsvKind, filter?: TagFilter): Promise<string>;
  /** Has the study's events and tracks fetched and kept where the figures are computed. */
  load(source: StudySource): Promise<StudyLoaded>;
  /** The figures kept from the last time for this study, input and filter; null when there are none. */
  kept(input: StudyRef, filter?: TagFilter): Promise<AnalyticsFigures | null>;
}

type Question = AnalyticsRequest extends infer R ? (R extends AnalyticsRequest ? Omit<R, 'id'> : never) : never;

export type Port = { send(request: AnalyticsRequest): void; onAnswer(fn: (response: AnalyticsResponse) => void): void };

function workerPort(): Port | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = new Worker(new URL('./analytics.worker.ts', import.meta.url), { type: 'module' });
    return {
      send: (request) => worker.postMessage(request),
      onAnswer: (fn) => worker.addEventListener('message', (event: MessageEvent<AnalyticsResponse>) => fn(event.data)),
    };
  } catch {
    return null;
  }
}

/** Answers on the main thread, a task later (as a worker would). */
export function mainThreadPort(): Port {
  let listener: (response: AnalyticsResponse) => void = () => undefined;
  return {
    send: (request) => void setTimeout(() => void answerAny(request).then(listener), 0),
    onAnswer: (fn) => {
      listener = fn;
    },
  };
}

export function createAnalyticsClient(port: Port = workerPort() ?? mainThreadPort()): AnalyticsClient {
  let next = 1;
  const pending = new Map<number, { resolve(response: AnalyticsResponse): void }>();
  port.onAnswer((response) => {
    pending.get(response.id)?.resolve(response);
    pending.delete(response.id);
  });
  const ask = (request: Question) =>
    new Promise<AnalyticsResponse>((resolve) => {
      const id = next++;
      pending.set(id, { resolve });
      port.send({ ...request, id } as AnalyticsRequest);
    }).then((response) => {
      if (!response.ok) throw new Error(response.error);
      return response;
    });
  return {
    figures: async (input, filter) => {
      const response = await ask({ kind: 'figures', input, filter });
      return response.ok && response.kind === 'figures' ? response.figures : Promise.reject(new Error('bad answer'));
    },
    csv: async (input, csv, filter) => {
      const response = await ask({ kind: 'csv', input, csv, filter });
      return response.ok && response.kind === 'csv' ? response.text : Promise.reject(new Error('bad answer'));
    },
    load: async (source) => {
      const response = await ask({ kind: 'load', source });
      return response.ok && response.kind === 'loaded' ? response.loaded : Promise.reject(new Error('bad answer'));
    },
    kept: async (input, filter) => {
      const response = await ask({ kind: 'kept', input, filter });
      return response.ok && response.kind === 'kept' ? response.figures : Promise.reject(new Error('bad answer'));
    },
  };
}

let shared: AnalyticsClient | null = null;
/** One worker for the whole workbench. */
export function analyticsClient(): AnalyticsClient {
  shared ??= createAnalyticsClient();
  return shared;
}
