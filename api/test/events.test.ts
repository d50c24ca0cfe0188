import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../test/support/quantUxFixtures';
import { worldBeforeAll } from './support/actors';
import { byTimeThenId, createRecordingApp, makeEvent, makeEvents, makeTrack } from './support/recordedData';
import { describeEngines, postRaw, type Reply, type TestApi } from './support/testApi';

describeEngines('events', (api) => {
  const w = worldBeforeAll(api);

  const freshApp = (options: { isPublic?: boolean } = {}) => createRecordingApp(api(), w, options);

  const stored = (a: TestApi, appId: string) => a.knex('events').where({ app_id: appId }).orderBy('id');

  it('stores one posted event as sent, with its indexed columns, and answers its id', async () => {
    const { appId, post } = await freshApp();
    const event = makeEvent({ type: 'WidgetClick', widget: 'w1', label: 'first' });
    const res = await post(event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stored: [event.id], errors: [] });
    const rows = await stored(api(), appId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: event.id,
      session: 'S1',
      screen: 's1',
      widget: 'w1',
      type: 'WidgetClick',
      time: event.time,
    });
    expect(JSON.parse(rows[0].doc)).toEqual(event);
  });

  it('keeps a record as sent: no defaults are added to what the client did not send', async () => {
    const { appId, post } = await freshApp();
    const { widget: _w, scrollTop: _s, ...bare } = makeEvent({ type: 'ScreenLoaded', x: -1, y: -1 });
    expect((await post([bare])).status).toBe(200);
    const res = await api().get(`/rest/events/${appId}.json`, w.owner.token);
    expect(res.body).toEqual([{ ...bare, appId }]);
  });

  it('lists the events of an app by time, then id, each with its appId', async () => {
    const { appId, post } = await freshApp();
    const [a, b, c] = makeEvents(3);
    const sameTime = makeEvent({ time: b!.time, id: `${b!.id.slice(0, -1)}z` });
    expect((await post([c, sameTime, a, b])).status).toBe(200);
    const res = await api().get(`/rest/events/${appId}.json`, w.reader.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(byTimeThenId([a!, b!, c!, sameTime]).map((e) => ({ ...e, appId })));
  });

  it('leaves out Animation kinds with exclude=Animation', async () => {
    const { appId, post } = await freshApp();
    const kept = [makeEvent(), makeEvent({ type: 'animationLike' }), makeEvent({ type: 'ScreenAnimation' })];
    const animations = [makeEvent({ type: 'Animation' }), makeEvent({ type: 'AnimationEnd' })];
    await post([...kept, ...animations]);
    const all = await api().get(`/rest/events/${appId}.json`, w.owner.token);
    expect(all.body).toHaveLength(5);
    const res = await api().get(`/rest/events/${appId}.json?exclude=Animation`, w.owner.token);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual(kept.map((e) => e.id));
    const bad = await api().get(`/rest/events/${appId}.json?exclude=Anim%25`, w.owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('exclude');
  });

  it('pages with batch=true: { events, next } until next is null', async () => {
    const { appId, post } = await freshApp();
    const sent = makeEvents(7);
    await post(sent);
    const seen: string[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const res: Reply = await api().get(
        `/rest/events/${appId}.json?batch=true&limit=3&offset=${offset}`,
        w.owner.token,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.events.map((e: { id: string }) => e.id));
      offset = res.body.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(sent.map((e) => e.id));
    const tooBig = await api().get(`/rest/events/${appId}.json?batch=true&limit=100000`, w.owner.token);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.field).toBe('limit');
  });

  it('counts events and sessions', async () => {
    const { appId, post } = await freshApp();
    await post([...makeEvents(3, { session: 'A' }), ...makeEvents(2, { session: 'B' })]);
    const res = await api().get(`/rest/events/${appId}/all/count.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 5, sessions: 2 });
  });

  it("reads one session's events", async () => {
    const { appId, post } = await freshApp();
    const a = makeEvents(2, { session: 'A' });
    await post([...a, ...makeEvents(2, { session: 'B' })]);
    const res = await api().get(`/rest/events/${appId}/A.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual(a.map((e) => e.id));
  });

  it("deletes a session's events and mouse tracks, and nothing else", async () => {
    const { appId, post, postMouse } = await freshApp();
    await post([...makeEvents(2, { session: 'A' }), ...makeEvents(2, { session: 'B' })]);
    await postMouse([makeTrack({ session: 'A' }), makeTrack({ session: 'B' })]);
    const res = await api().del(`/rest/events/${appId}/A.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', deleted: { events: 2, mouse: 1 } });
    expect(await api().knex('events').where({ app_id: appId }).pluck('session')).toEqual(['B', 'B']);
    expect(await api().knex('mouse_tracks').where({ app_id: appId }).pluck('session')).toEqual(['B']);
  });

  describe('correcting an event', () => {
    it('changes the correctable fields, in the record and its columns', async () => {
      const { appId, post } = await freshApp();
      const event = makeEvent({ type: 'SessionStart' });
      await post(event);
      const res = await api().post(
        `/rest/events/${appId}/${event.id}.json`,
        { screen: 's2', label: 'Study 1' },
        w.writer.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...event, screen: 's2', label: 'Study 1', appId });
      const row = await api().knex('events').where({ id: event.id }).first();
      expect(row.screen).toBe('s2');
      expect(JSON.parse(row.doc)).toEqual({ ...event, screen: 's2', label: 'Study 1' });
    });

    it('takes the whole event back when its fixed fields are unchanged', async () => {
      const { appId, post } = await freshApp();
      const event = makeEvent();
      await post(event);
      const res = await api().post(
        `/rest/events/${appId}/${event.id}.json`,
        { ...event, widget: 'w9', type: 'WidgetClick' },
        w.owner.token,
      );
      expect(res.status).toBe(200);
      expect(await api().knex('events').where({ id: event.id }).first('widget', 'type')).toEqual({
        widget: 'w9',
        type: 'WidgetClick',
      });
    });

    it.each([
      ['session', { session: 'other' }, 422],
      ['time', { time: 5 }, 422],
      ['user', { user: 'someone-else' }, 422],
      ['x', { x: 3 }, 400],
      ['color', { color: 'red' }, 400],
      ['screen', { screen: 42 }, 400],
    ])('refuses a change of %s and stores nothing', async (field, body, status) => {
      const { appId, post } = await freshApp();
      const event = makeEvent();
      await post(event);
      const res = await api().post(`/rest/events/${appId}/${event.id}.json`, body, w.owner.token);
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(JSON.parse((await api().knex('events').where({ id: event.id }).first()).doc)).toEqual(event);
    });

    it('answers 404 for an event of another app, and leaves it alone', async () => {
      const { post } = await freshApp();
      const event = makeEvent();
      await post(event);
      const { appId: mine } = await freshApp();
      const res = await api().post(`/rest/events/${mine}/${event.id}.json`, { screen: 'x' }, w.owner.token);
      expect(res.status).toBe(404);
      expect((await api().knex('events').where({ id: event.id }).first()).screen).toBe('s1');
    });

    it('refuses a body that is not JSON or not an object', async () => {
      const { appId, post } = await freshApp();
      const event = makeEvent();
      await post(event);
      const path = `/rest/events/${appId}/${event.id}.json`;
      const text = await postRaw(api(), path, 'screen=x', 'text/plain', w.owner.token);
      expect(text.status).toBe(415);
      const broken = await postRaw(api(), path, '{"screen":', 'application/json', w.owner.token);
      expect(broken.status).toBe(400);
      const array = await api().post(path, [{ screen: 'x' }], w.owner.token);
      expect(array.status).toBe(400);
      expect((await api().knex('events').where({ id: event.id }).first()).screen).toBe('s1');
    });
  });

  describe('public examples', () => {
    it('reads the events of a public app without login', async () => {
      const { appId, post } = await freshApp({ isPublic: true });
      const sent = makeEvents(2, { session: 'P' });
      await post(sent);
      const all = await api().get(`/examples/events/${appId}.json`);
      expect(all.status).toBe(200);
      expect(all.body.map((e: { id: string }) => e.id)).toEqual(sent.map((e) => e.id));
      const session = await api().get(`/examples/events/${appId}/P.json`);
      expect(session.body).toHaveLength(2);
    });

    it('changes nothing through a write to an /examples path', async () => {
      const { appId, post } = await freshApp({ isPublic: true });
      const sent = makeEvents(1, { session: 'P' });
      await post(sent);
      for (const method of ['POST', 'DELETE'] as const) {
        for (const path of [
          `/examples/events/${appId}.json`,
          `/examples/events/${appId}/P.json`,
          `/examples/mouse/${appId}/P.json`,
        ]) {
          const res = await api().request(method, path, { body: method === 'POST' ? makeEvent() : undefined });
          expect(res.status).toBe(405);
          expect(res.body.error).toBeDefined();
        }
      }
      expect(await api().knex('events').where({ app_id: appId }).pluck('id')).toEqual([sent[0]!.id]);
    });

    it('answers 404 for an app that is not public, even to its owner', async () => {
      const { appId, post } = await freshApp();
      await post(makeEvents(1));
      expect((await api().get(`/examples/events/${appId}.json`)).status).toBe(404);
      expect((await api().get(`/examples/events/${appId}.json`, w.owner.token)).status).toBe(404);
    });
  });

  describe.skipIf(!hasQuantUx)('real data of the existing product', () => {
    it('takes the 68 funnel events as exported and reads them back the same', async () => {
      const fixture =
        readQuantUx<Array<Record<string, unknown> & { id: string; time: number; session: string }>>(
          'funnelEvents.json',
        );
      expect(fixture).toHaveLength(68);
      const { appId, post } = await freshApp();
      const res = await post(fixture);
      expect(res.status).toBe(200);
      expect(res.body.stored).toHaveLength(68);
      const back = await api().get(`/rest/events/${appId}.json`, w.owner.token);
      expect(back.body).toEqual(byTimeThenId(fixture).map((e) => ({ ...e, appId })));
      const count = await api().get(`/rest/events/${appId}/all/count.json`, w.owner.token);
      expect(count.body).toEqual({ count: 68, sessions: new Set(fixture.map((e) => e.session)).size });
      expect(count.body.sessions).toBe(11);
    });
  });
});
