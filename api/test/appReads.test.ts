// Reading a prototype (the editor's GET, the tester's invitation, the public examples): the stored
// document compressed as the browser accepts, and an older stored document brought up to date.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_SCHEMA_VERSION } from '@protolab/shared';
import { expect, it } from 'vitest';
import { createAppFor, createInvitation, worldBeforeAll } from './support/actors';
import { legacyExport, newAppBody, widget } from './support/appBodies';
import { rawGet } from './support/rawGet';
import { describeEngines } from './support/testApi';

describeEngines('reading a prototype', (api) => {
  const w = worldBeforeAll(api);

  /** A saved prototype of 300 buttons: what the editor stored. */
  async function savedPrototype() {
    const body = newAppBody('Big one');
    const created = await api().post('/rest/apps', body, w.owner.token);
    const widgets = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`b${i}`, { id: `b${i}`, ...widget(`b${i}`, i) }]),
    );
    const screen = {
      id: 's1',
      name: 'Start',
      x: 0,
      y: 0,
      w: 375,
      h: 667,
      children: Object.keys(widgets),
      props: { start: true },
    };
    const saved = await api().post(
      `/rest/apps/${body.id}.json`,
      { ...created.body, screens: { s1: screen }, widgets },
      w.owner.token,
    );
    expect(saved.status).toBe(200);
    return body.id as string;
  }

  it('sends the stored document compressed when the browser accepts it, and plain when not', async () => {
    const id = await savedPrototype();
    const { doc: stored } = await api().knex('apps').where({ id }).first('doc');
    const br = await rawGet(api(), `/rest/apps/${id}.json`, w.owner.token, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(stored.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(stored);
    const gzip = await rawGet(api(), `/rest/apps/${id}.json`, w.owner.token, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(stored);
    const plain = await rawGet(api(), `/rest/apps/${id}.json`, w.owner.token, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(plain.body.toString())).toEqual(JSON.parse(stored));

    // the tester's copy, through an invitation, is the same document
    const hash = await createInvitation(api(), id, 'test');
    const tester = await api().get(`/rest/invitation/${hash}/app.json`);
    expect(tester.status).toBe(200);
    expect(tester.body).toEqual(JSON.parse(stored));
  });

  it('brings a document stored by an older version up to date on every read, and still refuses others', async () => {
    const id = await createAppFor(api(), w.owner, { isPublic: true });
    await api()
      .knex('apps')
      .where({ id })
      .update({ doc: JSON.stringify({ ...legacyExport(id), id }) });
    const hash = await createInvitation(api(), id, 'test');
    for (const [path, token] of [
      [`/rest/apps/${id}.json`, w.owner.token],
      [`/rest/invitation/${hash}/app.json`, undefined],
      [`/examples/apps/${id}.json`, undefined],
    ] as const) {
      const res = await api().get(path, token);
      expect(res.status, path).toBe(200);
      expect(res.body.schemaVersion, path).toBe(APP_SCHEMA_VERSION);
      expect(res.body.widgets.w1, path).toMatchObject({ type: 'Button', props: { label: 'Go' } });
    }
    expect((await api().get(`/rest/apps/${id}.json`, w.other.token)).status).toBe(403);
  });
});
