import { z } from 'zod';

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

export const apiErrorSchema = z.object({
  error: z.object({
    // Any string, so that a client keeps working when the API adds a code.
    code: z.string(),
    message: z.string(),
    /** Dotted path of the input field at fault ("tasks.0.name"; "" for the input itself). */
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiError(code: ApiErrorCode, message: string, field?: string): ApiError {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}
