/** An error meant for the client: the error middleware turns it into `{ error: { code, message, field } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'bad_request', message, field);
export const invalidField = (field: string, message: string) => new HttpError(422, 'validation', message, field);
export const unauthorized = (message = 'Login required', code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message = 'You have no access to this') => new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, field?: string) => new HttpError(409, 'conflict', message, field);
export const tooManyRequests = (message: string) => new HttpError(429, 'too_many_requests', message);
