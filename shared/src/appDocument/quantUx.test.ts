import { describe, expect, it } from 'vitest';
import { hasQuantUx, quantUxAppFiles, readQuantUx } from '../../../test/support/quantUxFixtures';
import { importQuantUxApp } from './quantUx';
import { APP_SCHEMA_VERSION } from './migrations';
import { decodeJsonTextEscapes } from './textEscapes';
import { AppValidationError, validateApp } from './validateApp';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw Quant-UX JSON, read and changed field by field
type Json = Record<string, any>;

function importError(doc: unknown): AppValidationError {
  try {
    importQuantUxApp(doc);
  } catch (error) {
    if (error instanceof AppValidationError) return error;
    throw error;
  }
  throw new Error('import succeeded');
}

describe.skipIf(!hasQuantUx)('quant-ux app fixtures', () => {
  describe.each(quantUxAppFiles)('%s', (file) => {
    it('imports, validates and exports back exactly what was read', () => {
      const original = readQuantUx<Json>(file);
      const before = JSON.stringify(original);

      const { app } = importQuantUxApp(original);

      expect(validateApp(app)).toEqual({ ok: true, app });
      expect(app.schemaVersion).toBe(APP_SCHEMA_VERSION);
      expect(app.id).toBe(original._id);
      expect(app.version).toBe(original.version);
      // what was read comes back as it was, but for the schemaVersion the migration adds and the
      // text escapes it decodes
      const { schemaVersion: _version, ...exported } = JSON.parse(JSON.stringify(app)) as Json;
      expect(exported).toStrictEqual(decodeJsonTextEscapes(JSON.parse(before)));
      expect(JSON.stringify(original)).toBe(before);
    });
  });

  it('gives an app without `id` the legacy `_id` and keeps both', () => {
    const legacy = readQuantUx<Json>('funnelApp.json');
    delete legacy.id;
    const { app } = importQuantUxApp(legacy);
    expect(app.id).toBe('6261b96f280efd5a089f59f1');
    expect(app._id).toBe('6261b96f280efd5a089f59f1');
  });

  it('rejects a broken document and names the field', () => {
    const doc = readQuantUx<Json>('designToken1.json');
    doc.widgets.w10001.x = '3076';
    delete doc.screens.s10017.children;
    const error = importError(doc);
    expect(error.issues.map((i) => i.field).sort()).toEqual(['screens.s10017.children', 'widgets.w10001.x']);
  });

  it('rejects a record filed under another id', () => {
    const doc = readQuantUx<Json>('funnelApp.json');
    const [firstId] = Object.keys(doc.lines);
    doc.lines[firstId].id = 'l99999';
    expect(importError(doc).issues).toEqual([
      { field: `lines.${firstId}.id`, message: `must equal its key "${firstId}"` },
    ]);
  });
});

describe('importQuantUxApp', () => {
  it('rejects what is not a document', () => {
    expect(importError([]).issues).toEqual([{ field: '', message: 'expected an app document (a JSON object)' }]);
    expect(importError(null).issues[0].field).toBe('');
  });

  it('rejects a document from a newer build', () => {
    const error = importError({ schemaVersion: APP_SCHEMA_VERSION + 1 });
    expect(error.issues).toEqual([
      { field: 'schemaVersion', message: expect.stringContaining(`version ${APP_SCHEMA_VERSION + 1} is newer`) },
    ]);
  });
});
