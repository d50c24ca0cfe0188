/**
 * Whether a session is recorded: not with `log=false` in the link, and not for a tester who was
 * recorded on this app before when the test records one test per user.
 */
export function shouldRecord(options: {
  log: boolean;
  recordOneTestPerUser: boolean;
  recordedBefore: boolean;
}): boolean {
  return options.log && !(options.recordOneTestPerUser && options.recordedBefore);
}
