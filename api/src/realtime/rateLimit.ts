// A connection's message budget: a token bucket refilled at `perSecond`, holding at most `burst`.

export const MESSAGES_PER_SECOND = 50;
export const MESSAGE_BURST = 100;

export function messageBudget(perSecond = MESSAGES_PER_SECOND, burst = MESSAGE_BURST, now = Date.now) {
  let tokens = burst;
  let last = now();
  /** Takes one message from the budget; false when it is spent. */
  return function take(): boolean {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
