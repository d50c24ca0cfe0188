// Turning stored app rows into documents and client input into storable documents.
import {
  APP_SCHEMA_VERSION,
  AppValidationError,
  MAX_NAME_LENGTH,
  migrateApp,
  newApp,
  type App,
  type AppSummary,
  type TeamRole,
} from '@protolab/shared';
import { Refusal } from './refusal';
import type { AppRow } from '../repos/appsRepo';

/**
 * The stored document, brought up to the current schemaVersion (the row keeps what was stored).
 * Every write stores a validated document (acceptDoc, a change set, the seeds), so one at the current
 * version is read as it is: checking the schemas again took 30-200 ms for 2,000 widgets, on every
 * opening and every save of a change set. An older one is migrated and checked.
 */
export function readDoc(row: Pick<AppRow, 'doc'>): App {
  const doc = JSON.parse(row.doc) as App;
  return doc.schemaVersion === APP_SCHEMA_VERSION ? doc : migrateApp(doc);
}

/** The stored document as JSON text for a client: the stored text itself when it is current. */
export function docText(row: AppRow): string {
  const doc = JSON.parse(row.doc) as App;
  return doc.schemaVersion === APP_SCHEMA_VERSION ? row.doc : JSON.stringify(migrateApp(doc));
}

/** A client's document: migrated and validated, or a 400 naming the first bad field. */
export function acceptDoc(raw: unknown): App {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Refusal('bad_input', 'validation', 'Send the app as a JSON object', '');
  }
  let app: App;
  try {
    app = migrateApp(raw);
  } catch (err) {
    if (err instanceof AppValidationError) {
      const [first] = err.issues;
      throw new Refusal('bad_input', 'validation', first?.message ?? 'Invalid app', first?.field ?? '');
    }
    throw err;
  }
  app.name = checkName(app.name);
  return app;
}

export function checkName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) throw new Refusal('bad_input', 'validation', 'The app needs a name', 'name');
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new Refusal('bad_input', 'validation', `The name may have at most ${MAX_NAME_LENGTH} characters`, 'name');
  }
  return trimmed;
}

const RECORD_MAPS = ['screens', 'widgets', 'lines', 'groups', 'templates', 'designtokens'] as const;

/**
 * The body of POST /rest/apps: a new app (name, type, screenSize… without screens) gets the empty
 * maps and defaults of `newApp`; a full document (ours, or an export of the existing product without
 * `schemaVersion`) is taken as it is and migrated. Either may carry the client-made `id`.
 */
export function newDocFromInput(raw: unknown): App {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Refusal('bad_input', 'validation', 'Send the app as a JSON object', '');
  }
  const body = raw as Record<string, unknown>;
  const isFullDocument = RECORD_MAPS.some((key) => key in body);
  if (isFullDocument) {
    const doc = body.id === undefined && body._id === undefined ? { ...body, id: newApp().id } : body;
    return acceptDoc(doc);
  }
  const defaults = newApp();
  for (const key of ['name', 'type', 'screenSize'] as const) {
    if (body[key] === undefined) throw new Refusal('bad_input', 'validation', `${key} is required`, key);
  }
  return acceptDoc({ ...defaults, ...body, schemaVersion: body.schemaVersion ?? defaults.schemaVersion });
}

/** The list view of an app: no document, just what the overview shows. */
export function summarize(row: AppRow, role?: TeamRole): AppSummary {
  const doc = JSON.parse(row.doc) as Record<string, unknown>;
  const count = (value: unknown) => (value && typeof value === 'object' ? Object.keys(value).length : 0);
  return {
    id: row.id,
    name: row.name,
    type: doc.type,
    screenSize: doc.screenSize,
    created: row.created,
    updated: row.updated,
    ...(role !== undefined && { role }),
    counts: { screens: count(doc.screens), widgets: count(doc.widgets) },
  };
}
