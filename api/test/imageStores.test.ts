// Images on PostgreSQL live in the database, so instances that share no disk (each its own empty
// DATA_DIR, as on separate machines) serve each other's uploads; images an older version kept on
// disk move into the database when an instance starts, and a move that stopped halfway goes on.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppFor, createUser, type Actor } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { pgAvailable, startTestApi, type TestApi } from './support/testApi';

const folders: string[] = [];
const emptyDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'protolab-machine-'));
  folders.push(dir);
  return dir;
};
/** Files under a data dir's image folders (the SQLite file and others do not count). */
const imageFilesUnder = (dir: string) =>
  ['images', 'user-images'].flatMap((f) =>
    existsSync(join(dir, f)) ? readdirSync(join(dir, f), { recursive: true, encoding: 'utf8' }) : [],
  );

describe.skipIf(!pgAvailable)('the shared image store [pg]', () => {
  let a: TestApi;
  let b: TestApi;
  let owner: Actor;
  let appId: string;

  const upload = async (api: TestApi, path: string, bytes: Buffer) => {
    const res = await api.request('POST', path, { raw: imageForm([{ name: 'shot.png', bytes }]), token: owner.token });
    expect(res.status).toBe(200);
    return res.body.uploads[0] as { id: string; url: string; size: number };
  };
  const fetchImage = (api: TestApi, path: string) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
  const partsOf = async (key: string) => Number((await a.knex('image_parts').where({ key }).count('* as n'))[0]!.n);

  beforeAll(async () => {
    a = await startTestApi('pg', { DATA_DIR: emptyDataDir() });
    b = await startTestApi('pg', { DATA_DIR: emptyDataDir() }, { sameDatabaseAs: a });
    owner = await createUser(a, 'owner');
    appId = await createAppFor(a, owner);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('serves an image uploaded through one instance from another, whole, and keeps nothing on either disk', async () => {
    const bytes = pngFile(64, 48, 1_300_000); // several parts of the store
    const image = await upload(a, `/rest/images/${appId}`, bytes);
    const res = await fetchImage(b, `/rest/images/${image.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await partsOf(`images/${image.url}`)).toBe(5);

    const picture = pngFile(8, 8);
    const profile = await upload(b, `/rest/user/${owner.id}/images`, picture);
    const viaA = await fetchImage(a, `/rest/images/users/${owner.id}/${profile.url}`);
    expect(viaA.status).toBe(200);
    expect(Buffer.from(await viaA.arrayBuffer()).equals(picture)).toBe(true);
    expect([...imageFilesUnder(a.config.dataDir), ...imageFilesUnder(b.config.dataDir)]).toEqual([]);
  });

  it('deletes for every instance: an image deleted through one is gone on the other, with its parts', async () => {
    const image = await upload(a, `/rest/images/${appId}`, pngFile(5, 5));
    expect((await b.del(`/rest/images/${appId}/${image.id}/${image.url}`, owner.token)).status).toBe(200);
    expect((await fetchImage(a, `/rest/images/${image.url}`)).status).toBe(404);
    expect(await partsOf(`images/${image.url}`)).toBe(0);

    const doomed = await createAppFor(a, owner, { name: 'Doomed' });
    const inDoomed = await upload(b, `/rest/images/${doomed}`, pngFile(6, 6));
    expect((await a.del(`/rest/apps/${doomed}.json`, owner.token)).status).toBe(200);
    expect(await partsOf(`images/${inDoomed.url}`)).toBe(0);
    expect((await fetchImage(b, `/rest/images/${inDoomed.url}`)).status).toBe(404);
  });

  it('moves the image files of an older version into the database when an instance starts, resuming a stopped move', async () => {
    const moved = await upload(a, `/rest/images/${appId}`, pngFile(20, 10, 300_000));
    const halfMoved = await upload(a, `/rest/images/${appId}`, pngFile(10, 20));
    const picture = await upload(a, `/rest/user/${owner.id}/images`, pngFile(7, 7));
    const bytesOf = async (path: string) => Buffer.from(await (await fetchImage(a, path)).arrayBuffer());
    const originals = {
      moved: await bytesOf(`/rest/images/${moved.url}`),
      halfMoved: await bytesOf(`/rest/images/${halfMoved.url}`),
      picture: await bytesOf(`/rest/images/users/${owner.id}/${picture.url}`),
    };
    // As an older version left them: files on its disk, not in the database. `halfMoved` is in both,
    // as after a move that stopped between storing a file and deleting it.
    const old = emptyDataDir();
    mkdirSync(join(old, 'images', appId), { recursive: true });
    mkdirSync(join(old, 'user-images', owner.id), { recursive: true });
    writeFileSync(join(old, 'images', moved.url), originals.moved);
    writeFileSync(join(old, 'images', halfMoved.url), originals.halfMoved);
    writeFileSync(join(old, 'user-images', owner.id, picture.url), originals.picture);
    writeFileSync(join(old, 'images', 'notes.txt'), 'not an image folder');
    await a
      .knex('image_parts')
      .whereIn('key', [`images/${moved.url}`, `user-images/${owner.id}/${picture.url}`])
      .del();
    expect((await fetchImage(a, `/rest/images/${moved.url}`)).status).toBe(404);

    const c = await startTestApi('pg', { DATA_DIR: old }, { sameDatabaseAs: a });
    try {
      expect(c.logs).toContain(`Moved 3 image files from ${old} into the shared image store`);
      expect(await bytesOf(`/rest/images/${moved.url}`)).toEqual(originals.moved);
      expect(await bytesOf(`/rest/images/${halfMoved.url}`)).toEqual(originals.halfMoved);
      expect(await bytesOf(`/rest/images/users/${owner.id}/${picture.url}`)).toEqual(originals.picture);
      expect(await partsOf(`images/${halfMoved.url}`)).toBe(1);
      expect(await partsOf(`images/${moved.url}`)).toBe(2);
      // what is not an image file stays
      expect(imageFilesUnder(old)).toEqual(['notes.txt']);
    } finally {
      await c.close();
    }
  });
});
