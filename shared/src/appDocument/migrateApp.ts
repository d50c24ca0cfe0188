import type { App } from '../model/app';
import { APP_MIGRATIONS, APP_SCHEMA_VERSION, type RawAppDocument } from './migrations';
import { AppValidationError, validateApp } from './validateApp';

function isObject(value: unknown): value is RawAppDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Brings a stored document of any earlier schemaVersion up to APP_SCHEMA_VERSION and validates it.
 * A document without schemaVersion is a legacy quant-ux document (version 0). The input is not
 * changed. Throws AppValidationError for a broken document or one from a newer build.
 */
export function migrateApp(doc: unknown): App {
  const result = validateApp(upgradeApp(doc));
  if (!result.ok) throw new AppValidationError(result.issues);
  return result.app;
}

/**
 * Runs the migrations only, for documents the server has validated already: the player's (a
 * cached one may be from an older build), which so stays free of the schemas' weight.
 */
export function upgradeApp(doc: unknown): App {
  if (!isObject(doc)) {
    throw new AppValidationError([{ field: '', message: 'expected an app document (a JSON object)' }]);
  }
  const from = doc.schemaVersion ?? 0;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) {
    throw new AppValidationError([{ field: 'schemaVersion', message: 'expected a whole number ≥ 0' }]);
  }
  if (from > APP_SCHEMA_VERSION) {
    throw new AppValidationError([
      {
        field: 'schemaVersion',
        message: `version ${from} is newer than this build understands (${APP_SCHEMA_VERSION})`,
      },
    ]);
  }
  let current = JSON.parse(JSON.stringify(doc)) as RawAppDocument;
  for (const migration of APP_MIGRATIONS) {
    if (migration.version <= from) continue;
    current = migration.up(current);
    current.schemaVersion = migration.version;
  }
  return current as App;
}
