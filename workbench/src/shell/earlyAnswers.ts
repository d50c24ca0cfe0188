// Answers the page asked for before the app started (public/early-figures.js, from index.html): the
// REST client takes one instead of asking again, once, while the page is starting.

declare global {
  interface Window {
    __earlyAnswers?: Record<string, Promise<Response>>;
  }
}

/** Past this (ms since the page began), an early answer is too old to stand for a new request. */
const FRESH_MS = 15_000;

/** The early answer of a GET of `url` with no body, taken (it serves one request), if there is one. */
export function takeEarlyAnswer(url: string, init: { method?: string; body?: unknown } | undefined) {
  const answers = window.__earlyAnswers;
  const answer = answers?.[url];
  if (!answer || (init?.method ?? 'GET') !== 'GET' || init?.body !== undefined) return undefined;
  delete answers[url];
  return performance.now() < FRESH_MS ? answer : undefined;
}
