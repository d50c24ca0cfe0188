// What services tell the realtime socket, after their transaction has committed. Code paths without
// a server (scripts, the seed) use noRealtime.
import type { RealtimeServerMessage } from '@protolab/shared';

/** A stored revision the server pushes to every connection of its app: changes or reload. */
export type RevisionMessage = Extract<RealtimeServerMessage, { type: 'changes' | 'reload' }>;

export interface RealtimePublisher {
  /** A revision of the app was stored: push it to its designers, on every instance. */
  publish(appId: string, message: RevisionMessage): void;
  /** The app's team changed: check its connections' roles now rather than on the next heartbeat. */
  teamChanged(appId: string): void;
}

export const noRealtime: RealtimePublisher = {
  publish: () => undefined,
  teamChanged: () => undefined,
};
