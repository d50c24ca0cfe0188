// Form validation with the shared input schemas (the ones the API checks with), mapped to the
// account namespace's message keys so the messages are translated.
import { MIN_PASSWORD_LENGTH } from '@protolab/shared';

export type ValidationKey =
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.passwordLength'
  | 'validation.tos'
  | 'validation.oldPasswordRequired'
  | 'validation.invalid';

/** Values for the messages' placeholders. */
export const VALIDATION_VALUES = { min: MIN_PASSWORD_LENGTH };

export type FieldErrors = Partial<Record<string, ValidationKey>>;

interface Issue {
  code: string;
  path: readonly PropertyKey[];
}

export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

function messageKey(field: string, issue: Issue): ValidationKey {
  switch (field) {
    case 'email':
      return issue.code === 'too_small' || issue.code === 'invalid_type'
        ? 'validation.emailRequired'
        : 'validation.emailInvalid';
    case 'password':
      return issue.code === 'too_big' ? 'validation.invalid' : 'validation.passwordLength';
    case 'tos':
      return 'validation.tos';
    case 'oldPassword':
      return 'validation.oldPasswordRequired';
    default:
      return 'validation.invalid';
  }
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The parsed input, or the first message of each field that is wrong. */
export function validate<T>(schema: Schema<T>, values: unknown): Validated<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= messageKey(field, issue);
  }
  return { ok: false, errors };
}
