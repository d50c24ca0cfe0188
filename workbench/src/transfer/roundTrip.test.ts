// Export → import gives the same document, with a fake of the network calls held in memory.
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import {
  createTestSettings,
  createToken,
  Editor,
  linkToken,
  makeTemplate,
  makeVariant,
  newApp,
  newWidget,
  placeTemplate,
  restyleWidgets,
  screenView,
  type App,
  type TestSettings,
  rewriteImageUrls,
} from '@protolab/shared';
import { exportFileName, exportPrototype, type ExportPort, type StudyData } from './exportPrototype';
import { parseImport } from './importFile';
import { asNewPrototype, importPrototype, type ImportPort } from './importPrototype';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7]);

const noStudy = (): StudyData => ({ events: [], mouse: [], testSettings: null, annotations: [], comments: [] });

function fakeServer() {
  const apps = new Map<string, App>();
  const images = new Map<string, Uint8Array>();
  const studies = new Map<string, StudyData>();
  const studyOf = (id: string) => studies.get(id) ?? studies.set(id, noStudy()).get(id)!;
  let uploads = 0;
  const port: ImportPort & ExportPort = {
    loadApp: async (id) => structuredClone(apps.get(id)!),
    loadStudy: async (id) => structuredClone(studyOf(id)),
    saveTestSettings: async (id, settings) => {
      const saved = { ...createTestSettings(), ...settings, appID: id } as TestSettings;
      studyOf(id).testSettings = saved;
      return saved;
    },
    addStudy: async (id, batch) => {
      const study = studyOf(id);
      for (const part of ['events', 'mouse', 'annotations', 'comments'] as const) {
        study[part].push(...((batch[part] ?? []) as Array<Record<string, unknown>>));
      }
      return {
        stored: { events: 0, mouse: 0, annotations: 0, comments: 0 },
        added: { events: 0, mouse: 0, annotations: 0, comments: 0 },
      };
    },
    loadImage: async (url) => images.get(url),
    createApp: async (doc) => {
      apps.set(doc.id, structuredClone(doc));
      return structuredClone(doc);
    },
    uploadImage: async (appId, fileName, bytes) => {
      const url = `${appId}/up${++uploads}-${fileName}`;
      images.set(url, bytes);
      return url;
    },
    saveApp: async (id, doc) => {
      apps.set(id, structuredClone(doc));
      return structuredClone(doc);
    },
    deleteApp: async (id) => apps.delete(id),
  };
  return { apps, images, studies, port };
}

function prototype(): App {
  const app = newApp({ id: 'orig', name: 'Shop / checkout' });
  app.screens.s1 = {
    id: 's1',
    name: 'Cart',
    x: 0,
    y: 0,
    w: 375,
    h: 667,
    children: ['w1', 'w2'],
    props: { start: true },
    style: { backgroundImage: { url: 'orig/bg.jpg', w: 375, h: 667 } },
  } as never;
  app.widgets.w1 = newWidget({
    id: 'w1',
    type: 'Image',
    style: { backgroundImage: { url: 'orig/pic.png', w: 5, h: 5 } },
  });
  app.widgets.w2 = newWidget({ id: 'w2', type: 'Button', props: { label: 'Pay' } });
  app.lines.l1 = { id: 'l1', from: 'w2', to: 's1', event: 'click', points: [] } as never;
  return app;
}

describe('export → import', () => {
  it('gives an equal document under a new id, with the images uploaded again', async () => {
    const { apps, images, port } = fakeServer();
    const original = prototype();
    apps.set(original.id, original);
    images.set('orig/bg.jpg', JPG);
    images.set('orig/pic.png', PNG);

    const exported = await exportPrototype(original.id, port);
    expect(exported.missing).toEqual([]);
    expect(exportFileName(exported.name)).toBe('Shop checkout.zip');

    const imported = await importPrototype(parseImport('Shop.zip', exported.zip), port, 'copy1');
    const expected = rewriteImageUrls(
      asNewPrototype(original, 'copy1'),
      new Map([
        ['orig/bg.jpg', 'copy1/up1-bg.jpg'],
        ['orig/pic.png', 'copy1/up2-pic.png'],
      ]),
    );
    expect(imported).toEqual(expected);
    expect(apps.get('copy1')).toEqual(expected);
    expect(images.get('copy1/up2-pic.png')).toEqual(PNG);
  });

  it('exports without the images that are gone, and names them', async () => {
    const { apps, port } = fakeServer();
    apps.set('orig', prototype());
    const exported = await exportPrototype('orig', port);
    expect(exported.missing).toEqual(['orig/bg.jpg', 'orig/pic.png']);
    const imported = await importPrototype(parseImport('x.zip', exported.zip), port, 'copy2');
    expect(imported.widgets.w1!.style!.backgroundImage).toEqual({ url: 'orig/pic.png', w: 5, h: 5 });
  });

  it('removes the new prototype again when an image upload fails', async () => {
    const { apps, images, port } = fakeServer();
    apps.set('orig', prototype());
    images.set('orig/pic.png', PNG);
    const zip = (await exportPrototype('orig', port)).zip;
    port.uploadImage = async () => {
      throw new Error('413');
    };
    await expect(importPrototype(parseImport('x.zip', zip), port, 'copy3')).rejects.toThrow('413');
    expect(apps.has('copy3')).toBe(false);
  });

  it('carries the study: events, mouse tracks, test settings, annotations and comments come back', async () => {
    const { apps, studies, port } = fakeServer();
    apps.set('orig', prototype());
    const event = {
      id: 'e1',
      session: 'S1',
      user: 'U1',
      screen: 's1',
      widget: null,
      type: 'ScreenLoaded',
      time: 5,
      x: -1,
      y: -1,
      noheat: true,
    };
    const track = { id: 'm1', session: 'S1', user: 'U1', screen: 's1', x: [0.1], y: [0.2], c: [0], t: [6], sample: 50 };
    const task = {
      id: 't1',
      name: 'Pay',
      description: '',
      strict: false,
      flow: [{ screen: 's1', widget: 'w2', type: 'WidgetClick' }],
    };
    studies.set('orig', {
      events: [{ ...event, appId: 'orig' }],
      mouse: [{ ...track, appId: 'orig' }],
      testSettings: { ...createTestSettings(), tasks: [task], appID: 'orig' } as TestSettings,
      annotations: [
        {
          id: 'a1',
          appId: 'orig',
          kind: 'session',
          reference: 'S1',
          isValid: false,
          tasks: {},
          tags: [],
          userId: 'u1',
          created: 7,
          lastUpdate: 8,
        },
        {
          id: 'a2',
          appId: 'orig',
          kind: 'tag',
          name: 'lost',
          color: '#ff0000',
          userId: 'u1',
          created: 9,
          lastUpdate: 9,
        },
      ],
      comments: [
        {
          id: 'c1',
          appId: 'orig',
          type: 'screen',
          reference: 's1',
          message: 'Too small',
          user: { id: 'u1', name: 'Ada' },
          created: 10,
          lastUpdate: 10,
        },
      ],
    });

    const exported = await exportPrototype('orig', port);
    const entries = unzipSync(exported.zip);
    expect(Object.keys(entries).sort()).toEqual([
      'annotations.json',
      'app.json',
      'comments.json',
      'events.json',
      'mouse.json',
      'test.json',
    ]);
    expect(JSON.parse(strFromU8(entries['events.json']!))).toEqual([event]);
    expect(JSON.parse(strFromU8(entries['comments.json']!))[0]).not.toHaveProperty('user');

    const parsed = parseImport('study.zip', exported.zip);
    expect(parsed.study?.problems).toEqual([]);
    await importPrototype(parsed, port, 'copy4');
    const copy = studies.get('copy4')!;
    expect(copy.events).toEqual([event]);
    expect(copy.mouse).toEqual([track]);
    expect(copy.testSettings?.tasks).toEqual([task]);
    expect(copy.annotations).toEqual([
      { id: 'a1', kind: 'session', reference: 'S1', isValid: false, tasks: {}, tags: [], created: 7, lastUpdate: 8 },
      { id: 'a2', kind: 'tag', name: 'lost', color: '#ff0000', note: undefined, created: 9, lastUpdate: 9 },
    ]);
    expect(copy.comments).toEqual([
      {
        id: 'c1',
        type: 'screen',
        reference: 's1',
        message: 'Too small',
        parentId: undefined,
        created: 10,
        lastUpdate: 10,
      },
    ]);
  });

  it('writes no study files for a prototype without one, and removes the new prototype when a batch is refused', async () => {
    const { apps, studies, port } = fakeServer();
    apps.set('orig', prototype());
    expect(Object.keys(unzipSync((await exportPrototype('orig', port)).zip))).toEqual(['app.json']);
    studies.set('orig', {
      ...noStudy(),
      events: [{ id: 'e1', session: 'S1', user: 'U1', screen: 's1', type: 'ScreenLoaded', time: 5, x: -1, y: -1 }],
    });
    const zip = (await exportPrototype('orig', port)).zip;
    port.addStudy = async () => {
      throw new Error('422');
    };
    await expect(importPrototype(parseImport('x.zip', zip), port, 'copy5')).rejects.toThrow('422');
    expect(apps.has('copy5')).toBe(false);
  });
});

/**
 * A prototype using what issue 10 lets designers make: a widget template with an instance and a
 * variant, a group template, a design token linked from a template, a master screen, a data
 * binding, a validation rule with its error label, and a line followed only when inputs are valid.
 */
function structured(): App {
  const start = prototype();
  start.screens.s2 = { ...start.screens.s1, id: 's2', name: 'Pay', x: 500, children: [], props: {}, parents: ['s1'] };
  const editor = new Editor(start);
  editor.run(makeTemplate(editor.doc, ['w2'], 'Primary'));
  const primary = Object.keys(editor.doc.templates!)[0];
  editor.run(placeTemplate(editor.doc, primary, 's2', { x: 520, y: 40 }));
  const instance = editor.doc.screens.s2.children[0];
  editor.run(restyleWidgets(editor.doc, [instance], { background: '#999999' }));
  editor.run(makeVariant(editor.doc, instance, 'Disabled'));
  editor.run(createToken(editor.doc, { type: 'color', name: 'Brand', value: '#ff0066' }));
  editor.run(linkToken(editor.doc, [instance], Object.keys(editor.doc.designtokens!)[0], ['color']));
  editor.run(makeTemplate(editor.doc, ['w1', 'w2'], 'Card'));
  const doc = structuredClone(editor.doc);
  const props = {
    databinding: { default: 'user' },
    validation: { required: true, type: 'email' },
    refs: { errorLabels: ['err'] },
  };
  doc.widgets.name = newWidget({ id: 'name', type: 'TextBox', props });
  doc.widgets.err = newWidget({ id: 'err', type: 'Label', props: { label: 'Enter your email' } });
  doc.screens.s1.children.push('name', 'err');
  doc.lines.l1 = { ...doc.lines.l1, validation: { all: true } } as never;
  return doc;
}

/** What every screen shows: the one renderer's input, with templates, tokens and masters resolved. */
const views = (app: App) => Object.keys(app.screens).map((id) => screenView(app, id));

describe('export → import of templates, variants, tokens, masters, data and validation', () => {
  it('a ZIP gives the same document back, and every screen shows the same', async () => {
    const { apps, port } = fakeServer();
    const original = structured();
    expect(Object.values(original.templates!).map((t) => t.templateType)).toEqual([
      'Widget',
      'Widget',
      'Widget',
      'Widget',
      'Group',
    ]);
    apps.set(original.id, original);
    const exported = await exportPrototype(original.id, port);
    const imported = await importPrototype(parseImport('x.zip', exported.zip), port, 'copy');
    expect(imported).toEqual(asNewPrototype(original, 'copy'));
    expect(views(imported)).toEqual(views(original));
  });

  it('its app.json alone, read as a Quant-UX document, gives the same document back', async () => {
    const { apps, port } = fakeServer();
    const original = structured();
    apps.set(original.id, original);
    const json = unzipSync((await exportPrototype(original.id, port)).zip)['app.json']!;
    const imported = await importPrototype(parseImport('app.json', json), port, 'copy');
    expect(imported).toEqual(asNewPrototype(original, 'copy'));
  });
});
