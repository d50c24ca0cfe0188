import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@protolab/shared';
import { appImageKey } from '../src/infrastructure/imageStore';
import { imageSize } from '../src/services/imageInfo';
import { createAppFor, createInvitation, worldBeforeAll } from './support/actors';
import { newAppBody } from './support/appBodies';
import { gifFile, imageForm, jpegFile, pngFile } from './support/imageFiles';
import { appRowCount } from './support/recordedData';
import { describeEngines } from './support/testApi';

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG sizes from the header bytes', () => {
    expect(imageSize(pngFile(300, 20), 'image/png')).toEqual({ width: 300, height: 20 });
    expect(imageSize(gifFile(640, 480), 'image/gif')).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpegFile(1024, 768), 'image/jpeg')).toEqual({ width: 1024, height: 768 });
  });

  it('gives up on cut-off or broken headers', () => {
    expect(imageSize(pngFile(3, 3).subarray(0, 20), 'image/png')).toBeUndefined();
    expect(imageSize(jpegFile(10, 10).subarray(0, 30), 'image/jpeg')).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0x00]), 'image/jpeg')).toBeUndefined();
    expect(imageSize(gifFile(0, 5), 'image/gif')).toBeUndefined();
  });
});

describeEngines('images', (api) => {
  const w = worldBeforeAll(api);

  const upload = (appId: string, form: FormData, token?: string) =>
    api().request('POST', `/rest/images/${appId}`, { raw: form, token });
  const rowCount = (appId: string) => appRowCount(api(), appId, 'images');
  /** Whether the instance's image store holds the bytes of an image (on disk or in the database). */
  const isStored = async (appId: string, url: string) => {
    const bytes = await api().images.read(appImageKey(appId, url.split('/')[1]!));
    bytes?.destroy();
    return bytes !== undefined;
  };

  it('stores uploaded images by their content type, with their pixel size, and lists them', async () => {
    const res = await upload(
      w.appId,
      imageForm([
        { name: 'logo.png', bytes: pngFile(40, 30), type: 'image/png' },
        { name: 'photo.png', bytes: jpegFile(800, 600), type: 'image/png' },
        { name: 'anim.gif', bytes: gifFile(16, 9) },
      ]),
      w.writer.token,
    );
    expect(res.status).toBe(200);
    const [png, jpeg, gif] = res.body.uploads;
    expect(png).toMatchObject({
      name: 'logo.png',
      mime: 'image/png',
      width: 40,
      height: 30,
      size: pngFile(40, 30).length,
    });
    expect(png.url).toMatch(new RegExp(`^${w.appId}/${png.id}\\.png$`));
    expect(jpeg).toMatchObject({ name: 'photo.png', mime: 'image/jpeg', width: 800, height: 600 });
    expect(jpeg.url).toMatch(/\.jpg$/);
    expect(gif).toMatchObject({ mime: 'image/gif', width: 16, height: 9 });
    expect(await isStored(w.appId, png.url)).toBe(true);

    const list = await api().get(`/rest/images/${w.appId}.json`, w.reader.token);
    expect(list.status).toBe(200);
    expect(list.body.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([png.id, jpeg.id, gif.id]));
    expect(list.body.find((i: { id: string }) => i.id === jpeg.id)).toMatchObject({
      url: jpeg.url,
      mime: 'image/jpeg',
    });
  });

  it('serves the bytes with their type and immutable cache headers', async () => {
    const bytes = pngFile(7, 5);
    const [img] = (await upload(w.appId, imageForm([{ name: 'a.png', bytes }]), w.owner.token)).body.uploads;
    const res = await fetch(`${api().url}/rest/images/${img.url}`, {
      headers: { authorization: `Bearer ${w.reader.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    // <img> tags send no header: the workbench's image cookie (imageCookie.test.ts), testers use their hash.
    expect((await fetch(`${api().url}/rest/images/${img.url}?jwt=${w.reader.token}`)).status).toBe(401);
    expect((await fetch(`${api().url}/rest/images/${img.url}?h=${w.hashes.test}`)).status).toBe(200);
  });

  it('serves images of public examples to anybody, cacheable by shared caches', async () => {
    const other = w.other;
    const [img] = (await upload(w.publicAppId, imageForm([{ name: 'p.gif', bytes: gifFile(2, 2) }]), other.token)).body
      .uploads;
    const res = await fetch(`${api().url}/rest/images/${img.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('deletes an image: the row and the file go', async () => {
    const [img] = (await upload(w.appId, imageForm([{ name: 'gone.png', bytes: pngFile(2, 2) }]), w.owner.token)).body
      .uploads;
    const res = await api().del(`/rest/images/${w.appId}/${img.id}/${img.url}`, w.writer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(await api().knex('images').where({ id: img.id }).first()).toBeUndefined();
    expect(await isStored(w.appId, img.url)).toBe(false);
    expect((await api().get(`/rest/images/${img.url}`, w.owner.token)).status).toBe(404);
    // The url may also be given as the bare file name; a url of another image is a 404.
    const [b] = (await upload(w.appId, imageForm([{ name: 'b.png', bytes: pngFile(2, 2) }]), w.owner.token)).body
      .uploads;
    expect((await api().del(`/rest/images/${w.appId}/${b.id}/${img.url}`, w.owner.token)).status).toBe(404);
    expect((await api().del(`/rest/images/${w.appId}/${b.id}/${b.url.split('/')[1]}`, w.owner.token)).status).toBe(200);
  });

  it('deleting an app removes its image files too', async () => {
    const appId = await createAppFor(api(), w.owner, { name: 'Short-lived' });
    const [img] = (await upload(appId, imageForm([{ name: 'temp.png', bytes: pngFile(3, 3) }]), w.owner.token)).body
      .uploads;
    expect(await isStored(appId, img.url)).toBe(true);
    expect((await api().del(`/rest/apps/${appId}.json`, w.owner.token)).status).toBe(200);
    expect(await isStored(appId, img.url)).toBe(false);
    expect(await rowCount(appId)).toBe(0);
  });

  it('does not delete an image through another app', async () => {
    const [img] = (await upload(w.appId, imageForm([{ name: 'x.png', bytes: pngFile(2, 2) }]), w.owner.token)).body
      .uploads;
    const res = await api().del(`/rest/images/${w.otherAppId}/${img.id}/${img.url}`, w.other.token);
    expect(res.status).toBe(404);
    expect(await api().knex('images').where({ id: img.id }).first()).toBeDefined();
  });

  it('takes a file of exactly 5 MB', async () => {
    const res = await upload(
      w.appId,
      imageForm([{ name: 'big.png', bytes: pngFile(4, 4, MAX_IMAGE_BYTES) }]),
      w.owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.uploads[0].size).toBe(MAX_IMAGE_BYTES);
  });

  describe('bad uploads store nothing', () => {
    const cases: Array<[string, () => FormData | string, number, string]> = [
      [
        'a file over 5 MB',
        () => imageForm([{ name: 'huge.png', bytes: pngFile(4, 4, MAX_IMAGE_BYTES + 1) }]),
        413,
        'file',
      ],
      [
        'a text file named .png',
        () => imageForm([{ name: 'x.png', bytes: Buffer.from('hello, not a picture'), type: 'image/png' }]),
        415,
        'file',
      ],
      [
        'an SVG',
        () => imageForm([{ name: 'x.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]),
        415,
        'file',
      ],
      [
        'a PDF',
        () => imageForm([{ name: 'x.png', bytes: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n') }]),
        415,
        'file',
      ],
      [
        'a PNG with a cut-off header',
        () => imageForm([{ name: 'cut.png', bytes: pngFile(4, 4).subarray(0, 14) }]),
        415,
        'file',
      ],
      [
        'one good and one bad file',
        () =>
          imageForm([
            { name: 'ok.png', bytes: pngFile(2, 2) },
            { name: 'bad.gif', bytes: Buffer.from('GIF?') },
          ]),
        415,
        'file',
      ],
      ['no file', () => new FormData(), 400, 'file'],
      [
        'a file in another field',
        () => imageForm([{ name: 'a.png', bytes: pngFile(2, 2), field: 'image' }]),
        400,
        'image',
      ],
      [
        '11 files',
        () => imageForm(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: pngFile(2, 2) }))),
        413,
        'file',
      ],
    ];
    it.each(cases)('%s → %i', async (_label, make, status, field) => {
      const before = await rowCount(w.appId);
      const res = await upload(w.appId, make() as FormData, w.owner.token);
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(await rowCount(w.appId)).toBe(before);
    });

    it('a JSON body → 415', async () => {
      const res = await api().request('POST', `/rest/images/${w.appId}`, { body: { file: 'x' }, token: w.owner.token });
      expect(res.status).toBe(415);
    });

    it('a broken multipart body → 400', async () => {
      const res = await api().request('POST', `/rest/images/${w.appId}`, {
        raw: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        token: w.owner.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBeDefined();
    });

    it('wrong ids → 400 or 404', async () => {
      expect((await upload('a b', imageForm([{ name: 'a.png', bytes: pngFile(2, 2) }]), w.owner.token)).status).toBe(
        400,
      );
      expect(
        (await upload('no-such-app', imageForm([{ name: 'a.png', bytes: pngFile(2, 2) }]), w.owner.token)).status,
      ).toBe(404);
      expect((await api().get(`/rest/images/${w.appId}/nothing.png`, w.owner.token)).status).toBe(404);
      expect((await api().get(`/rest/images/${w.appId}/a.png?h=${w.hashes.test}&h=x`, w.owner.token)).status).toBe(400);
      expect((await api().del(`/rest/images/${w.appId}/no-such-image/${w.appId}/x.png`, w.owner.token)).status).toBe(
        404,
      );
    });
  });

  it('keeps the client file name as a label only, without its path', async () => {
    const res = await upload(
      w.appId,
      imageForm([{ name: '../../etc/Grüße.png', bytes: pngFile(2, 2) }]),
      w.owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.uploads[0].name).toBe('Grüße.png');
    expect(res.body.uploads[0].url).toMatch(/^[\w-]+\/[\w-]+\.png$/);
  });
  it("a prototype's copy has its images of its own: its testers see them, and they outlive the original", async () => {
    const appId = (await api().post('/rest/apps', newAppBody('With a picture'), w.owner.token)).body.id as string;
    const bytes = pngFile(9, 4);
    const [img] = (await upload(appId, imageForm([{ name: 'hero.png', bytes }]), w.owner.token)).body.uploads;
    const doc = (await api().get(`/rest/apps/${appId}.json`, w.owner.token)).body;
    doc.screens = {
      s1: {
        id: 's1',
        name: 'Home',
        x: 0,
        y: 0,
        w: 375,
        h: 667,
        children: [],
        props: { start: true },
        style: { backgroundImage: { url: img.url, w: 9, h: 4 } },
      },
    };
    expect((await api().post(`/rest/apps/${appId}.json`, doc, w.owner.token)).status).toBe(200);

    const copy = (await api().post(`/rest/apps/copy/${appId}`, { name: 'Copy' }, w.owner.token)).body;
    const url = copy.screens.s1.style.backgroundImage.url as string;
    expect(url).toBe(`${copy.id}/${img.url.split('/')[1]}`);
    const hash = await createInvitation(api(), copy.id, 'test');
    const served = await fetch(`${api().url}/rest/images/${url}?h=${hash}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await api().get(`/rest/images/${copy.id}.json`, w.owner.token)).body).toHaveLength(1);

    expect((await api().del(`/rest/apps/${appId}.json`, w.owner.token)).status).toBe(200);
    const after = await fetch(`${api().url}/rest/images/${url}?h=${hash}`);
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
