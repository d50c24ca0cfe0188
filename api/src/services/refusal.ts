// What a service says when it will not do what it was asked, in its own terms: the reason, a code
// and a message for the client, and the field at fault. Services know nothing of HTTP; the error
// middleware (http/errorMiddleware.ts) answers each reason with its status.
export type RefusalReason =
  /** the request cannot be read as asked (a missing or malformed part) */
  | 'bad_input'
  /** a field breaks a rule */
  | 'invalid'
  /** nobody (or nobody valid) is logged in */
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  /** the request clashes with what is stored */
  | 'conflict'
  /** the resource can be read, never changed */
  | 'read_only'
  | 'too_large'
  | 'unsupported_media'
  | 'too_many'
  /** a service we depend on (the identity provider) did not answer */
  | 'upstream_unavailable';

export class Refusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Too many requests, with when to try again (seconds). */
export class RetryLater extends Refusal {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please try again later',
  ) {
    super('too_many', 'too_many_requests', message);
  }
}

export const badRequest = (message: string, field?: string) => new Refusal('bad_input', 'bad_request', message, field);
export const invalidField = (field: string, message: string) => new Refusal('invalid', 'validation', message, field);
export const unauthorized = (message = 'Login required', code = 'unauthorized') =>
  new Refusal('unauthenticated', code, message);
export const forbidden = (message = 'You have no access to this') => new Refusal('forbidden', 'forbidden', message);
export const notFound = (what = 'Resource') => new Refusal('not_found', 'not_found', `${what} not found`);
export const conflict = (message: string, field?: string) => new Refusal('conflict', 'conflict', message, field);
export const tooManyRequests = (message: string) => new Refusal('too_many', 'too_many_requests', message);
