import { appSchema, type App } from '../model/app';
import { toFieldIssues, type FieldIssue } from '../validation';

/** `field` is a dotted path into the document, e.g. "widgets.w10001.x"; "" for the document itself. */
export type AppIssue = FieldIssue;

export type AppValidation = { ok: true; app: App } | { ok: false; issues: AppIssue[] };

export class AppValidationError extends Error {
  constructor(readonly issues: AppIssue[]) {
    super(`invalid app document: ${issues.map((i) => `${i.field || '(document)'}: ${i.message}`).join('; ')}`);
    this.name = 'AppValidationError';
  }
}

/**
 * Checks a document of the current schemaVersion. On success the very object passed in is
 * returned (the schemas transform nothing), so key order and unknown keys survive untouched.
 */
export function validateApp(doc: unknown): AppValidation {
  const result = appSchema.safeParse(doc);
  return result.success ? { ok: true, app: doc as App } : { ok: false, issues: toFieldIssues(result.error) };
}
