import { z } from 'zod';

/** Error codes the API answers with, and the HTTP status of each. */
export const API_ERROR_STATUS = {
  bad_request: 400,
  invalid_input: 400,
  unauthorized: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

export const apiErrorSchema = z.object({
  error: z.object({
    // Any string, so that a client keeps working when the API adds a code.
    code: z.string(),
    message: z.string(),
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
