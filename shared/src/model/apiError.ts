/** Error codes the API answers with; `validation` is a 400 for a bad input, a 422 for a rule the input breaks. */
export const API_ERROR_CODES = [
  'bad_request',
  'invalid_json',
  'aborted',
  'validation',
  'unauthorized',
  'token_expired',
  'password_required',
  'forbidden',
  'not_found',
  'conflict',
  'nothing_to_undo',
  'nothing_to_redo',
  'command_mismatch',
  'too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The body of every error answer. */
export interface ApiError {
  error: {
    /** any string, so that a client keeps working when the API adds a code */
    code: string;
    message: string;
    /** dotted path of the input field at fault ("tasks.0.name"; "" for the input itself) */
    field?: string;
  };
}

export function apiError(code: ApiErrorCode, message: string, field?: string): ApiError {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

// by hand: the player reads error answers and does not load zod
export function isApiError(value: unknown): value is ApiError {
  const error = (value as { error?: unknown } | null)?.error as Record<string, unknown> | null | undefined;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    (error.field === undefined || typeof error.field === 'string')
  );
}
