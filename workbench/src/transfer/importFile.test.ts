import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, newApp, newWidget, type App } from '@protolab/shared';
import {
  checkImportFile,
  checkImportFiles,
  ImportError,
  MAX_IMPORT_JSON_BYTES,
  parseImport,
  parseImportFiles,
  type ImportProblem,
} from './importFile';

/** The existing product's stored format: our document without `schemaVersion`, which it does not know. */
function legacyApp(app: App): Record<string, unknown> {
  const { schemaVersion: _version, ...legacy } = structuredClone(app);
  return legacy;
}

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
    const legacy = legacyApp(appWithImages());
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

describe('a study: files chosen together, or one ZIP, each read by its content', () => {
  const app = () => ({ ...legacyApp(appWithImages()), id: 'a1' });
  const event = (fields: Record<string, unknown> = {}) => ({
    session: 'S1',
    user: 'U1',
    screen: 's1',
    widget: null,
    type: 'ScreenLoaded',
    time: 1000,
    x: -1,
    y: -1,
    ...fields,
  });
  const settings = {
    tasks: [{ id: 't1', name: 'Look', flow: [{ screen: 's1', widget: null, type: 'ScreenLoaded' }] }],
  };
  const file = (name: string, value: unknown) => ({
    name,
    bytes: typeof value === 'string' ? strToU8(value) : json(value),
  });
  const problem = (files: Array<{ name: string; bytes: Uint8Array }>) => {
    try {
      parseImportFiles(files);
    } catch (error) {
      if (error instanceof ImportError) return error.problem;
      throw error;
    }
    return undefined;
  };

  it('reads a prototype with its events and test settings from JSON files in any order and under any names', () => {
    const parsed = parseImportFiles([
      file('b.json', [event(), event({ type: 'ScreenClick', time: 1100, x: 0.2, y: 0.3 })]),
      file('c.json', settings),
      file('a.json', app()),
    ]);
    expect(parsed).toMatchObject({ kind: 'json', standIn: false, app: { id: 'a1' } });
    expect(parsed.study?.events).toHaveLength(2);
    expect(parsed.study?.testSettings?.tasks).toHaveLength(1);
    expect(parsed.study?.problems).toEqual([]);
  });

  it('lists a file it cannot read among the others, and goes on', () => {
    const parsed = parseImportFiles([file('a.json', app()), file('notes.json', '{ not json')]);
    expect(parsed.study?.problems).toEqual([{ kind: 'unknownFile', file: 'notes.json' }]);
  });

  it('makes a stand-in prototype for recordings without their prototype, and refuses files with neither', () => {
    const parsed = parseImportFiles([file('events.json', [event(), event({ screen: 's9', time: 2000 })])], {
      standInName: 'Recorded',
    });
    expect(parsed.standIn).toBe(true);
    expect(parsed.app.name).toBe('Recorded');
    expect(Object.keys(parsed.app.screens)).toEqual(['s1', 's9']);
    expect(problem([file('test.json', settings)])).toBe('invalidDocument');
  });

  it('reads a ZIP of any JSON names, images beside the prototype', () => {
    const zip = zipSync({
      'study/design.json': json({ ...app(), ...appWithImages('a1/pic.png') }),
      'study/images/pic.png': PNG,
      'study/recorded.json': json([event()]),
      'study/tasks.json': json(settings),
      '__MACOSX/study/._recorded.json': strToU8('junk'),
    });
    const parsed = parseImport('study.zip', zip);
    expect(parsed.kind).toBe('zip');
    expect(parsed.images.has('pic.png')).toBe(true);
    expect(parsed.study?.events).toHaveLength(1);
    expect(parsed.study?.testSettings?.tasks).toHaveLength(1);
    expect(parsed.study?.problems).toEqual([]);
  });

  it('takes a ZIP only on its own', () => {
    expect(
      checkImportFiles([
        { name: 'a.zip', size: 10 },
        { name: 'b.json', size: 10 },
      ]),
    ).toBe('zipAlone');
    expect(
      checkImportFiles([
        { name: 'a.json', size: 10 },
        { name: 'b.json', size: 10 },
      ]),
    ).toBeUndefined();
    expect(checkImportFiles([])).toBe('noFile');
  });
});
