// The analytics worker: fetches a study's records and writes its CSV files off the main thread, so
// the page stays responsive and never holds a study's events.
import { answer } from './answer';
import type { AnalyticsRequest } from './protocol';

self.onmessage = async (message: MessageEvent<AnalyticsRequest>) => {
  self.postMessage(await answer(message.data));
};
