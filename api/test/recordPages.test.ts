// Big studies (issue 14): keyset pages of events and mouse tracks, streamed whole lists, compressed
// answers, and one session read along its own index.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it, vi } from 'vitest';
import { recordPage } from '../src/repos/recordPages';
import { worldBeforeAll } from './support/actors';
import { byTimeThenId, createRecordingApp, makeEvent, makeEvents, makeTrack } from './support/recordedData';
import { rawGet } from './support/rawGet';
import { describeEngines, type Reply, type TestApi } from './support/testApi';

type Page<K extends string> = { [key in K]: Array<{ id: string }> } & { next: string | null };

/** Every page from the first (`after=`) to the last, with `between` run after each page. */
async function allPages<K extends string>(
  api: TestApi,
  base: string,
  key: K,
  token: string,
  between: (page: number) => Promise<void> = async () => undefined,
) {
  const ids: string[] = [];
  let after: string | null = '';
  for (let n = 0; after !== null; n++) {
    const res: Reply<Page<K>> = await api.get<Page<K>>(`${base}${base.includes('?') ? '&' : '?'}after=${after}`, token);
    expect(res.status).toBe(200);
    ids.push(...res.body[key].map((r: { id: string }) => r.id));
    after = res.body.next;
    await between(n);
  }
  return ids;
}

describeEngines('keyset pages and streamed lists', (api) => {
  const w = worldBeforeAll(api);

  it('gives every event once, in (time, id) order, across pages and inserts made while paging', async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    const first = makeEvents(23);
    // two events at the same time: the id decides, and the cursor must not skip or repeat either
    const twin = makeEvent({ time: first[10]!.time, id: `${first[10]!.id.slice(0, -1)}z` });
    expect((await post([...first, twin])).status).toBe(200);
    const later: Array<{ id: string; time?: unknown }> = [];
    const ids = await allPages(api(), `/rest/events/${appId}.json?limit=5`, 'events', w.reader.token, async (n) => {
      // after the second page, events arrive that happened after everything read so far
      if (n !== 1) return;
      const fresh = makeEvents(4);
      later.push(...fresh);
      expect((await post(fresh)).status).toBe(200);
    });
    expect(ids).toEqual(
      byTimeThenId([...first, twin, ...later] as Array<{ id: string; time: number }>).map((e) => e.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pages keep exclude=Animation, and an empty study is one empty last page', async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    const empty = await api().get(`/rest/events/${appId}.json?after=`, w.owner.token);
    expect(empty.body).toEqual({ events: [], next: null });
    const kept = makeEvents(3);
    expect((await post([...kept, makeEvent({ type: 'AnimationEnd' })])).status).toBe(200);
    const page = await api().get(`/rest/events/${appId}.json?exclude=Animation&after=&limit=10`, w.owner.token);
    expect(page.body).toEqual({ events: kept.map((e) => ({ ...e, appId })), next: null });
  });

  it('answers a cursor it did not hand out with a 400 naming after', async () => {
    const { appId } = await createRecordingApp(api(), w);
    for (const after of ['not a cursor', 'abc', Buffer.from('[1,2]').toString('base64url')]) {
      const res = await api().get(`/rest/events/${appId}.json?after=${encodeURIComponent(after)}`, w.owner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('after');
    }
    const mouse = await api().get(`/rest/mouse/${appId}.json?after=abc&limit=0`, w.owner.token);
    expect(mouse.status).toBe(400);
  });

  it('keeps the offset pages (batch=true&offset=) as they were', async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    const events = makeEvents(7);
    expect((await post(events)).status).toBe(200);
    const second = await api().get(`/rest/events/${appId}.json?batch=true&offset=5&limit=5`, w.owner.token);
    expect(second.body).toEqual({ events: events.slice(5).map((e) => ({ ...e, appId })), next: null });
  });

  it('pages mouse tracks the same way, and the streamed whole list holds the same tracks', async () => {
    const { appId, postMouse } = await createRecordingApp(api(), w);
    const tracks = Array.from({ length: 12 }, (_, i) => makeTrack({ session: `S${i % 3}` }));
    expect((await postMouse(tracks)).status).toBe(200);
    const ids = await allPages(api(), `/rest/mouse/${appId}.json?limit=5`, 'tracks', w.reader.token);
    expect(ids).toEqual(tracks.map((t) => t.id));
    const whole = await api().get(`/rest/mouse/${appId}.json`, w.reader.token);
    expect(whole.body).toEqual(tracks.map((t) => ({ ...t, appId })));
  });

  it('streams a list longer than one read chunk whole and in order', async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    const events = makeEvents(2500, { session: 'long' });
    for (let i = 0; i < events.length; i += 1000) expect((await post(events.slice(i, i + 1000))).status).toBe(200);
    const res = await api().get(`/rest/events/${appId}.json`, w.owner.token);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual(events.map((e) => e.id));
  });

  it('a client that leaves mid-answer leaves no error behind, in the log or on the console', async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    const events = makeEvents(6000, { session: 'left', note: 'x'.repeat(200) });
    for (let i = 0; i < events.length; i += 1000) expect((await post(events.slice(i, i + 1000))).status).toBe(200);
    const printed = vi.spyOn(console, 'error');
    const logged = api().logs.length;
    // reads the first piece of the (uncompressed) whole list, then hangs up
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${api().url}/rest/events/${appId}.json`, {
        headers: { authorization: `Bearer ${w.owner.token}` },
      });
      req.on('response', (res) => res.once('data', () => (req.destroy(), resolve())));
      req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
      req.end();
    });
    // the server notices on its next write
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      api()
        .logs.slice(logged)
        .filter((line) => !line.startsWith('GET ')),
    ).toEqual([]);
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
    // and goes on answering
    expect((await api().get(`/rest/events/${appId}/all/count.json`, w.owner.token)).status).toBe(200);
  });

  it('compresses large answers as accepted (brotli, gzip), and they decode to the same JSON', async () => {
    const { appId, post, postMouse } = await createRecordingApp(api(), w);
    expect((await post(makeEvents(200))).status).toBe(200);
    expect((await postMouse(Array.from({ length: 20 }, () => makeTrack()))).status).toBe(200);
    for (const path of [
      `/rest/events/${appId}.json`,
      `/rest/events/${appId}.json?after=&limit=100`,
      `/rest/mouse/${appId}.json`,
    ]) {
      const plain = await rawGet(api(), path, w.owner.token, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const json = JSON.parse(plain.body.toString('utf8'));
      const br = await rawGet(api(), path, w.owner.token, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
      const gz = await rawGet(api(), path, w.owner.token, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(json);
      expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it('reads one session for a replay: only its events and tracks, in order, along the session index', async () => {
    const { appId, post, postMouse } = await createRecordingApp(api(), w);
    const mine = makeEvents(5, { session: 'mine' });
    const others = makeEvents(20, { session: 'other' });
    expect((await post([...others, ...mine])).status).toBe(200);
    const tracks = [makeTrack({ session: 'mine' }), makeTrack({ session: 'other' })];
    expect((await postMouse(tracks)).status).toBe(200);
    const events = await api().get(`/rest/events/${appId}/mine.json`, w.owner.token);
    expect(events.body).toEqual(mine.map((e) => ({ ...e, appId })));
    const mouse = await api().get(`/rest/mouse/${appId}/mine.json`, w.owner.token);
    expect(mouse.body).toEqual([{ ...tracks[0], appId }]);
    if (api().engine === 'sqlite') {
      // the plan walks the (app_id, session, time, id) index, never the whole app's rows
      const query = api()
        .knex('events')
        .where({ app_id: appId, session: 'mine' })
        .select('doc')
        .orderBy([{ column: 'time' }, { column: 'id' }])
        .toSQL()
        .toNative();
      const plan: Array<{ detail: string }> = await api().knex.raw(`explain query plan ${query.sql}`, query.bindings);
      expect(plan.map((p) => p.detail).join(' ')).toMatch(/events_app_session_time \(app_id=\? AND session=\?\)/);
    }
  });

  it('a repo page starts after the given key', async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    const events = makeEvents(4);
    expect((await post(events)).status).toBe(200);
    const rows = await recordPage(api().knex, 'events', appId, {
      after: { time: events[1]!.time as number, id: events[1]!.id },
      limit: 10,
    });
    expect(rows.map((r) => r.id)).toEqual([events[2]!.id, events[3]!.id]);
  });
});
