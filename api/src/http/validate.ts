import type { ZodType } from 'zod';
import { parseInput } from '@protolab/shared';
import { Refusal } from '../services/refusal';

/** Validates input with a schema from shared/; the first issue names the field in a 400. */
export function validate<T>(schema: ZodType<T>, data: unknown): T {
  const result = parseInput(schema, data);
  if (result.ok) return result.value;
  const [first] = result.issues;
  throw new Refusal('bad_input', 'validation', first?.message ?? 'Invalid input', first?.field ?? '');
}

/** Path parameters are ids: short, printable, no slashes. */
export function idParam(value: string | undefined, field: string): string {
  if (!value || value.length > 128 || !/^[\w.:@-]+$/.test(value)) {
    throw new Refusal('bad_input', 'validation', `Invalid ${field}`, field);
  }
  return value;
}
