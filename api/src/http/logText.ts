import { failedQueryOf, failedQueryText } from '../db/queryErrors';

// Every log line escapes what it quotes from a request (names, subjects, addresses, error texts that
// may echo them): one line can never become two, nor hide or recolour its neighbours.

/** Characters JSON.stringify leaves as they are but that break or hide a log line: DEL, C1 controls, U+2028/9. */
const UNSAFE_AFTER_JSON = /[\u007f-\u009f\u2028\u2029]/g;

/**
 * Text escaped for a log line, without quotes: line breaks, ANSI escapes and other controls show as
 * `\n`, `\u001b`, `\u0085`…, a backslash or quote as `\\`, `\"`.
 */
export function logEscaped(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(UNSAFE_AFTER_JSON, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Caller-provided text made safe for one log line: cut to `max` characters, then quoted and escaped
 * (`logEscaped`), so a line break or control character can never start a forged line.
 */
export function logText(text: string, max: number): string {
  return `"${logEscaped(text.length > max ? `${text.slice(0, max)}…` : text)}"`;
}

/**
 * An error on one log line: a failed query by its operation, table and rows (db/queryErrors.ts), never
 * its statement; then the error's name and escaped message (a message may quote a request).
 */
export function logErrorLine(error: unknown): string {
  if (!(error instanceof Error)) return logText(String(error), 500);
  const query = failedQueryOf(error);
  const head = `${error.name}: ${logText(error.message, 500)}`;
  return query ? `${failedQueryText(query)}: ${head}` : head;
}

/** `logErrorLine`, then the stack frames (our code's places), except for a failed query (a driver's). */
export function logError(error: unknown): string {
  const line = logErrorLine(error);
  if (!(error instanceof Error) || failedQueryOf(error)) return line;
  return [line, ...(error.stack ?? '').split('\n').filter((frame) => /^\s+at /.test(frame))].join('\n');
}

/** A request's path for a log: credentials it carries replaced (`redactPath`), the rest escaped. */
export const logPath = (path: string): string => logEscaped(redactPath(path));

/** Paths that carry credentials in the address lose them before they reach a log. */
function redactPath(path: string): string {
  return path
    .replace(/^\/api\/login\/.*/, '/api/login/***')
    .replace(/^\/rest\/invitation\/.*?(\/(?:events|mouse|test|app|update)\.json)?$/, '/rest/invitation/***$1')
    .replace(/^\/rest\/comments\/hash\/[^/]+/, '/rest/comments/hash/***');
}
