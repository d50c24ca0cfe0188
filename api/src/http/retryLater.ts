import { HttpError } from './httpError';

/** A 429 that tells the client when to try again: the error middleware sends it as Retry-After (seconds). */
export class RetryLaterError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later',
  ) {
    super(429, 'too_many_requests', message);
  }
}
