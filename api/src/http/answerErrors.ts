// Errors after an answer began (a stream failing mid-way): Koa hands them to the app's 'error'
// listeners once the status line is sent. A client that went away is not the server's fault.
import type { Context } from 'koa';
import { logError, logPath } from './logText';

/** A reader that closed the connection before the answer ended (a closed tab, a cancelled fetch). */
const CLIENT_GONE = new Set(['EPIPE', 'ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

export function answerErrorLog(log: (line: string) => void) {
  return (error: Error & { code?: string }, ctx?: Context): void => {
    if (CLIENT_GONE.has(error.code ?? '')) return;
    log(`error mid-answer ${ctx?.method ?? ''} ${ctx ? logPath(ctx.path) : ''}: ${logError(error)}`);
  };
}
