// The analytics worker: loads the studies and computes the figures off the main thread, so the
// dashboard stays responsive and the page never holds a study's events.
import { answerAny } from './answer';
import type { AnalyticsRequest } from './protocol';

self.onmessage = async (message: MessageEvent<AnalyticsRequest>) => {
  self.postMessage(await answerAny(message.data));
};
