// The analytics worker: computes the figures off the main thread, so the dashboard stays responsive.
import { answer } from './answer';
import type { AnalyticsRequest } from './protocol';

self.onmessage = (message: MessageEvent<AnalyticsRequest>) => {
  self.postMessage(answer(message.data));
};
