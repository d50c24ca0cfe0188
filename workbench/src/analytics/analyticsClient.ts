// Sends requests to the analytics worker and resolves the answers; computes on the main thread
// where there are no workers (component tests, old browsers).
import type { TagFilter } from '@protolab/shared';
import { answer } from './answer';
import type { CsvKind } from './csvFiles';
import type { AnalyticsRequest, AnalyticsResponse, StudyInput } from './protocol';

export interface AnalyticsClient {
  csv(input: StudyInput, kind: CsvKind, filter?: TagFilter): Promise<string>;
}

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
    send: (request) => void setTimeout(() => void answer(request).then(listener), 0),
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
  return {
    csv: (input, csv, filter) =>
      new Promise<AnalyticsResponse>((resolve) => {
        const id = next++;
        pending.set(id, { resolve });
        port.send({ id, kind: 'csv', input, csv, filter });
      }).then((response) => (response.ok ? response.text : Promise.reject(new Error(response.error)))),
  };
}

let shared: AnalyticsClient | undefined;

/** The page's client: one worker for every analytics page. */
export function analyticsClient(): AnalyticsClient {
  shared ??= createAnalyticsClient();
  return shared;
}
