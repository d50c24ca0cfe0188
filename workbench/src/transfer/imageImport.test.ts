import { describe, expect, it } from 'vitest';
import { appSchema, MAX_IMAGE_BYTES, screenView, startScreen, type App } from '@protolab/shared';
import { buildImagePrototype, checkImageFiles, checkImageSizes, parseImageImport, SCREEN_GAP } from './imageImport';
import { ImportError } from './importFile';
import { importPrototype, type ImportPort } from './importPrototype';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 3, 4]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 5]);

function failure(run: () => unknown): Pick<ImportError, 'problem' | 'file'> | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    return { problem: error.problem, file: error.file };
  }
}

describe('image file checks', () => {
  it('accepts JPG, PNG and GIF up to 5 MB, by their first bytes', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES);
    big.set(PNG);
    const files = [
      { name: 'a.png', bytes: PNG },
      { name: 'b.jpg', bytes: JPG },
      { name: 'c.gif', bytes: GIF },
      { name: 'named-wrong.txt', bytes: big },
    ];
    expect(failure(() => checkImageFiles(files))).toBeUndefined();
  });

  it('names the first image too big, before reading', () => {
    expect(
      checkImageSizes([
        { name: 'ok.png', size: 10 },
        { name: 'big.png', size: MAX_IMAGE_BYTES + 1 },
      ]),
    ).toMatchObject({ problem: 'imageTooBig', file: 'big.png' });
    expect(checkImageSizes([])).toMatchObject({ problem: 'noFile' });
    expect(checkImageSizes([{ name: 'ok.png', size: MAX_IMAGE_BYTES }])).toBeUndefined();
  });

  it('refuses a file that is not JPG, PNG or GIF, whatever its name', () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(
      failure(() =>
        checkImageFiles([
          { name: 'a.png', bytes: PNG },
          { name: 'logo.png', bytes: svg },
        ]),
      ),
    ).toEqual({
      problem: 'imageWrongType',
      file: 'logo.png',
    });
    expect(failure(() => checkImageFiles([{ name: 'empty.gif', bytes: new Uint8Array() }]))?.problem).toBe(
      'imageWrongType',
    );
  });
});

describe('buildImagePrototype', () => {
  let n = 0;
  const ids = () => `id${++n}`;

  it('makes one screen per image in a row, each with its image as background; the first starts', () => {
    const app = buildImagePrototype('Shots', ['x/home.png', 'x/cart.jpg'], undefined, ids);
    expect(appSchema.safeParse(app).success).toBe(true);
    expect(app).toMatchObject({ name: 'Shots', type: 'smartphone', screenSize: { w: 375, h: 667 } });
    const screens = Object.values(app.screens);
    expect(screens.map((s) => [s.name, s.x, s.y, s.w, s.h])).toEqual([
      ['home', 0, 0, 375, 667],
      ['cart', 375 + SCREEN_GAP, 0, 375, 667],
    ]);
    expect(startScreen(app)?.id).toBe(screens[0]!.id);
    expect(screens[1]!.props?.start).toBe(false);
    expect(screens.map((s) => screenView(app, s.id)?.imageUrl)).toEqual(['x/home.png', 'x/cart.jpg']);
  });

  it("takes the device's screen size", () => {
    const app = buildImagePrototype('Tab', ['x/a.png'], { type: 'tablet', screenSize: { w: 820, h: 1180 } }, ids);
    const [screen] = Object.values(app.screens);
    expect(app.type).toBe('tablet');
    expect([screen!.w, screen!.h]).toEqual([820, 1180]);
    expect(screen!.style?.backgroundImage).toEqual({ url: 'x/a.png', w: 820, h: 1180 });
  });
});

describe('parseImageImport', () => {
  it('orders the screens by file name, numbers by value', () => {
    const parsed = parseImageImport('Shots', [
      { name: 'step10.png', bytes: PNG },
      { name: 'step2.gif', bytes: GIF },
      { name: 'step1.jpg', bytes: JPG },
    ]);
    expect(parsed.kind).toBe('images');
    expect(Object.values(parsed.app.screens).map((s) => s.name)).toEqual(['step1', 'step2', 'step10']);
    expect([...parsed.images.keys()]).toEqual(['step1.jpg', 'step2.gif', 'step10.png']);
  });

  it('builds nothing when one file fails', () => {
    expect(
      failure(() =>
        parseImageImport('x', [
          { name: 'a.png', bytes: PNG },
          { name: 'b.bmp', bytes: new Uint8Array([0x42, 0x4d]) },
        ]),
      ),
    ).toEqual({
      problem: 'imageWrongType',
      file: 'b.bmp',
    });
  });

  it('imports: creates the prototype, uploads each image, saves the real urls', async () => {
    const calls: string[] = [];
    let saved: App | undefined;
    const port: ImportPort = {
      createApp: async (doc) => (calls.push(`create ${doc.id}`), doc),
      uploadImage: async (appId, file) => (calls.push(`upload ${file}`), `${appId}/stored-${file}`),
      saveApp: async (appId, doc) => (calls.push(`save ${appId}`), (saved = doc)),
      deleteApp: async () => undefined,
      saveTestSettings: async () => {
        throw new Error('an image import has no test settings');
      },
      addStudy: async () => {
        throw new Error('an image import has no study');
      },
    };
    const parsed = parseImageImport('Shots', [
      { name: 'b.png', bytes: PNG },
      { name: 'a.png', bytes: PNG },
    ]);
    const app = await importPrototype(parsed, port, 'new1');
    expect(calls).toEqual(['create new1', 'upload a.png', 'upload b.png', 'save new1']);
    expect(Object.values(saved!.screens).map((s) => screenView(app, s.id)?.imageUrl)).toEqual([
      'new1/stored-a.png',
      'new1/stored-b.png',
    ]);
  });
});
