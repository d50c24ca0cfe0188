import type { App } from '../model/app';
import { migrateApp } from './migrateApp';

/** Reads an app exported by (or stored in) quant-ux. Throws AppValidationError when it is broken. */
export function importQuantUxApp(json: unknown): { app: App } {
  return { app: migrateApp(json) };
}
