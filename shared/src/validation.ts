import type { z } from 'zod';
import { apiError, type ApiError } from './model/apiError';

/** One problem with an input; `field` is the dotted path ("tasks.0.name"), "" for the input itself. */
export interface FieldIssue {
  field: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toFieldIssues(result.error) };
}

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    // zod reports all unknown keys of an object as one issue on the object; name each key instead.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: 'Unknown field' }));
    }
    return [{ field: path.join('.'), message: issue.message }];
  });
}

/** The API's 400 answer for a failed parse: it names the first problem. */
export function invalidInputError(issues: FieldIssue[]): ApiError {
  const first = issues[0] ?? { field: '', message: 'Invalid input' };
  return apiError('validation', first.message, first.field);
}
