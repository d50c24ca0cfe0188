// Export → import gives the same document, with a fake of the network calls held in memory.
import { describe, expect, it } from 'vitest';
import { newApp, newWidget, type App } from '@protolab/shared';
import { exportFileName, exportPrototype, type ExportPort } from './exportPrototype';
import { rewriteImageUrls } from './imageRefs';
import { parseImport } from './importFile';
import { asNewPrototype, importPrototype, type ImportPort } from './importPrototype';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7]);

function fakeServer() {
  const apps = new Map<string, App>();
  const images = new Map<string, Uint8Array>();
  let uploads = 0;
  const port: ImportPort & ExportPort = {
    loadApp: async (id) => structuredClone(apps.get(id)!),
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
  return { apps, images, port };
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
});
