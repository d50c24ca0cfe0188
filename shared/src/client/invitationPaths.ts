// The reads a tester's player needs before it can play, by path: the REST client asks for
// them, and the player keeps their answers for offline play under the same paths (its service
// worker serves them from that cache too), so the paths are written once, here.
import { path } from './http';

export const invitationPaths = {
  /** which app and permission a hash grants */
  grant: (hash: string) => path`/rest/invitation/${hash}.json`,
  app: (hash: string) => path`/rest/invitation/${hash}/app.json`,
  test: (appId: string, hash: string) => path`/rest/invitation/${appId}/${hash}/test.json`,
  /** the tester's variant of an A/B study, with its prototype */
  variant: (hash: string) => path`/rest/invitation/${hash}/variant.json`,
  /** the test's language, answered before a password (the password page speaks it) */
  language: (hash: string) => path`/rest/invitation/${hash}/language.json`,
};
