/** Characters JSON.stringify leaves as they are but that break or hide a log line: DEL, C1 controls, U+2028/9. */
const UNSAFE_AFTER_JSON = /[\u007f-\u009f\u2028\u2029]/g;

/**
 * Caller-provided text made safe for one log line: cut to `max` characters, then quoted and escaped
 * as a JSON string, so a line break or control character shows as `\n`, `\u0085`… and can never
 * start a forged line.
 */
export function logText(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(cut).replace(UNSAFE_AFTER_JSON, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
