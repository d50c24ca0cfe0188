import type { ZodType } from 'zod';
import { parseInput } from '@protolab/shared';
import { HttpError } from './httpError';

/** Validates input with a schema from shared/; the first issue names the field in a 400. */
export function validate<T>(schema: ZodType<T>, data: unknown): T {
  const result = parseInput(schema, data);
  if (result.ok) return result.value;
  const [first] = result.issues;
  throw new HttpError(400, 'validation', first?.message ?? 'Invalid input', first?.field ?? '');
}

/** Path parameters are ids: short, printable, no slashes. */
export function idParam(value: string | undefined, field: string): string {
  if (!value || value.length > 128 || !/^[\w.:@-]+$/.test(value)) {
    throw new HttpError(400, 'validation', `Invalid ${field}`, field);
  }
  return value;
}
