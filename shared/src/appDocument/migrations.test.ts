import { describe, expect, it } from 'vitest';
import { newApp } from '../model/app';
import { migrateApp } from './migrateApp';
import { APP_MIGRATIONS, APP_SCHEMA_VERSION } from './migrations';

describe('app migrations', () => {
  it('are numbered 1, 2, 3… in order, so each runs exactly once', () => {
    expect(APP_MIGRATIONS.map((m) => m.version)).toEqual(APP_MIGRATIONS.map((_, i) => i + 1));
    expect(APP_SCHEMA_VERSION).toBe(APP_MIGRATIONS.length);
  });

  it('leave a current document as it is', () => {
    const app = newApp({ id: 'a1' });
    expect(migrateApp(app)).toStrictEqual(app);
  });

  it('bring a legacy document (no schemaVersion) up to date without changing the input', () => {
    const legacy = { ...newApp(), _id: 'abc123', version: 2.1 } as Record<string, unknown>;
    delete legacy.schemaVersion;
    delete legacy.id;
    const copy = JSON.parse(JSON.stringify(legacy));
    const app = migrateApp(legacy);
    expect(app).toMatchObject({ id: 'abc123', _id: 'abc123', version: 2.1, schemaVersion: APP_SCHEMA_VERSION });
    expect(legacy).toStrictEqual(copy);
  });

  it('reject a schemaVersion that is not a whole number', () => {
    expect(() => migrateApp({ ...newApp(), schemaVersion: 0.5 })).toThrow(/schemaVersion: expected a whole number/);
  });
});
