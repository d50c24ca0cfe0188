import type { App } from '../model/app';
import { migrateApp } from './migrateApp';

/** Reads an app exported by (or stored in) quant-ux. Throws AppValidationError when it is broken. */
export function importQuantUxApp(json: unknown): { app: App } {
  return { app: migrateApp(json) };
}

/**
 * The app in quant-ux's stored format: our document minus `schemaVersion`, which quant-ux does not
 * know. An imported quant-ux document comes back as it was read (with `id` added if it had only `_id`).
 */
export function exportQuantUxApp(app: App): Record<string, unknown> {
  const legacy = JSON.parse(JSON.stringify(app)) as Record<string, unknown>;
  delete legacy.schemaVersion;
  return legacy;
}
