import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportQuantUxApp, MAX_IMAGE_BYTES, newApp, newWidget } from '@protolab/shared';
import { checkImportFile, ImportError, MAX_IMPORT_JSON_BYTES, parseImport, type ImportProblem } from './importFile';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2]);

function appWithImages(...urls: string[]) {
  const app = newApp({ id: 'a1', name: 'Shop' });
  app.screens.s1 = { id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: [], style: {}, props: {} } as never;
  urls.forEach((url, i) => {
    const w = newWidget({ id: `w${i}`, type: 'Image', style: { backgroundImage: { url, w: 10, h: 10 } } });
    app.widgets[w.id] = w;
  });
  return app;
}

const json = (value: unknown) => strToU8(JSON.stringify(value));

function problemOf(name: string, bytes: Uint8Array): ImportProblem | undefined {
  try {
    parseImport(name, bytes);
    return undefined;
  } catch (error) {
    if (error instanceof ImportError) return error.problem;
    throw error;
  }
}

describe('checkImportFile', () => {
  it('names a missing file, a wrong type and a file too big', () => {
    expect(checkImportFile(undefined)).toBe('noFile');
    expect(checkImportFile({ name: 'shot.png', size: 10 })).toBe('wrongType');
    expect(checkImportFile({ name: 'app.json', size: MAX_IMPORT_JSON_BYTES + 1 })).toBe('tooBig');
    expect(checkImportFile({ name: 'App.JSON', size: 100 })).toBeUndefined();
    expect(checkImportFile({ name: 'export.zip', size: MAX_IMPORT_JSON_BYTES + 1 })).toBeUndefined();
  });
});

describe('parseImport', () => {
  it('reads our own JSON export', () => {
    const app = appWithImages();
    const parsed = parseImport('shop.json', json(app));
    expect(parsed).toMatchObject({ kind: 'json', app: { id: 'a1', name: 'Shop' } });
    expect(parsed.app.screens.s1).toBeDefined();
  });

  it("reads the existing product's format (no schemaVersion, _id) and migrates it", () => {
    const legacy = exportQuantUxApp(appWithImages());
    delete legacy.id;
    legacy._id = 'legacy1';
    const parsed = parseImport('quant-ux.json', json(legacy));
    expect(parsed.app.id).toBe('legacy1');
    expect(parsed.app.schemaVersion).toBeGreaterThan(0);
  });

  it('refuses JSON that is not a prototype, and a ZIP named .json', () => {
    expect(problemOf('x.json', strToU8('{ not json'))).toBe('invalidDocument');
    expect(problemOf('x.json', json({ hello: 'world' }))).toBe('invalidDocument');
    expect(problemOf('x.json', zipSync({ 'a.txt': strToU8('a') }))).toBe('wrongType');
  });

  it('reads a ZIP: app.json and the images it references', () => {
    const app = appWithImages('a1/pic.png', 'a1/anim.gif', 'a1/gone.png');
    const zip = zipSync({
      'app.json': json(app),
      'images/pic.png': PNG,
      'images/anim.gif': GIF,
      'images/unused.png': PNG,
    });
    const parsed = parseImport('Shop.zip', zip);
    expect(parsed.kind).toBe('zip');
    expect([...parsed.images.keys()].sort()).toEqual(['anim.gif', 'pic.png']);
    expect(parsed.images.get('pic.png')).toEqual(PNG);
  });

  it('reads a ZIP made of a folder', () => {
    const zip = zipSync({ 'shop/app.json': json(appWithImages('a1/pic.png')), 'shop/images/pic.png': PNG });
    expect(parseImport('shop.zip', zip).images.has('pic.png')).toBe(true);
  });

  it('names the wrong ZIP type: not a ZIP, or a ZIP without a prototype', () => {
    expect(problemOf('x.zip', strToU8('plain text'))).toBe('wrongZip');
    expect(problemOf('x.zip', zipSync({ 'readme.txt': strToU8('hi') }))).toBe('wrongZip');
    expect(problemOf('x.zip', zipSync({ 'app.json': strToU8('[1,2]') }))).toBe('invalidDocument');
  });

  it('refuses images of the wrong type and images too big', () => {
    const app = appWithImages('a1/pic.png');
    expect(problemOf('x.zip', zipSync({ 'app.json': json(app), 'images/pic.png': strToU8('<svg/>') }))).toBe(
      'imageWrongType',
    );
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(problemOf('x.zip', zipSync({ 'app.json': json(app), 'images/pic.png': big }))).toBe('imageTooBig');
  });
});
