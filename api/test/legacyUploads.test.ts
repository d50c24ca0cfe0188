// Recorded data in the shape the existing product's tester client posts it: no id, fields we do not
// know (animation, noheat, hidden), coordinates outside 0..1. Stored once, kept as sent.
import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../test/support/quantUxFixtures';
import { worldBeforeAll } from './support/actors';
import { appRowCount, createRecordingApp } from './support/recordedData';
import { describeEngines } from './support/testApi';

type Json = Record<string, unknown>;

/** A record as that client sends it: what it stores, without the ids and app its server adds. */
const asPosted = ({ id: _id, _id: _mongoId, appID: _app, ...rest }: Json) => rest;

const session = 'S1650572257592_107';
const user = { id: 'U1650572257592_8885', name: 'tester' };

/** Hand-made records of that client: a session start, a load without pointer, an animation, clicks off the screen. */
function clientEvents(): Json[] {
  const base = { session, user, widget: null, scrollTop: 0 };
  return [
    { ...base, screen: 's1', type: 'SessionStart', time: 1000, x: -1, y: -1, device: { w: 375, h: 667, qr: false } },
    { ...base, screen: 's1', type: 'ScreenLoaded', time: 1001, x: -1, y: -1 },
    {
      ...base,
      screen: 's1',
      widget: 'w1',
      type: 'Animation',
      time: 1002,
      x: -1,
      y: -1,
      animation: {
        type: 'fadeIn',
        from: { pos: { x: 0, y: 0, w: 1, h: 0.5 } },
        to: { pos: { x: 0.1 } },
        duration: 300,
      },
    },
    { ...base, screen: 's1', type: 'ScreenClick', time: 1500, x: -0.02, y: 1.3, noheat: true, hidden: ['w9'] },
    { ...base, screen: 's1', widget: 'w1', type: 'WidgetClick', time: 1600, x: 0.5, y: 0.25, overlay: 's2' },
  ];
}

function clientTrack(): Json {
  return {
    x: [-0.1, 0.2, 1.4],
    y: [0.1, 0.2, 0.3],
    c: [0, 0, 1],
    t: [1000, 1050, 1100],
    user: user.id,
    session,
    screen: 's1',
    sample: 50,
    hidden: true,
  };
}

describeEngines('uploads in the shape of the existing product', (api) => {
  const w = worldBeforeAll(api);
  const freshApp = () => createRecordingApp(api(), w);
  const count = (appId: string, table?: string) => appRowCount(api(), appId, table);
  const read = async (path: string) => (await api().get(path, w.owner.token)).body as Json[];

  it('stores events without id once, also when sent twice, and gives each an id of its content', async () => {
    const { appId, post } = await freshApp();
    const events = clientEvents();
    const first = await post(events);
    expect(first.status).toBe(200);
    expect(first.body.stored).toHaveLength(5);
    expect(new Set(first.body.stored).size).toBe(5);
    const second = await post(events);
    expect(second.body).toEqual(first.body);
    expect(await count(appId)).toBe(5);
    // the same content with its keys in another order is the same record
    const reordered = Object.fromEntries(Object.entries(events[3]!).reverse());
    expect((await post([reordered])).body.stored).toEqual([first.body.stored[3]]);
    expect(await count(appId)).toBe(5);

    const back = await read(`/rest/events/${appId}.json`);
    expect(back).toEqual(events.map((e, i) => ({ ...e, id: first.body.stored[i], appId })));
  });

  it('keeps fields it does not know and coordinates outside the screen exactly as sent', async () => {
    const { appId, post } = await freshApp();
    const [, , animation, offScreen] = clientEvents();
    await post([animation, offScreen]);
    const back = await read(`/rest/events/${appId}.json`);
    expect(back[0]).toMatchObject({ animation: animation!.animation, x: -1 });
    expect(back[1]).toMatchObject({ noheat: true, hidden: ['w9'], x: -0.02, y: 1.3 });
  });

  it('files a record with only `_id` under it', async () => {
    const { appId, post } = await freshApp();
    const [start] = clientEvents();
    const res = await post({ ...start, _id: '0123456789abcdef01234567' });
    expect(res.body.stored).toEqual(['0123456789abcdef01234567']);
    expect((await read(`/rest/events/${appId}.json`))[0]).toMatchObject({
      id: '0123456789abcdef01234567',
      _id: '0123456789abcdef01234567',
    });
  });

  it('stores mouse tracks without id once, with their unknown fields and samples off the screen', async () => {
    const { appId, postMouse } = await freshApp();
    const track = clientTrack();
    const first = await postMouse(track);
    expect(first.status).toBe(200);
    expect((await postMouse([track])).body).toEqual(first.body);
    expect(await count(appId, 'mouse_tracks')).toBe(1);
    expect(await read(`/rest/mouse/${appId}.json`)).toEqual([{ ...track, id: first.body.stored[0], appId }]);
  });

  it('refuses what is truly malformed, naming the field, and stores the rest', async () => {
    const { appId, post, postMouse } = await freshApp();
    const [good, missingSession, wrongTime] = clientEvents();
    delete missingSession!.session;
    const res = await post([good, missingSession, { ...wrongTime, time: '1002' }]);
    expect(res.status).toBe(422);
    expect(res.body.stored).toHaveLength(1);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['session', 'time']);
    expect(res.body.error).toMatchObject({ code: 'validation', field: '1.session' });
    expect(await count(appId)).toBe(1);
    const track = await postMouse({ ...clientTrack(), c: [0, 0, true] });
    expect(track.status).toBe(422);
    expect(track.body.error.field).toBe('0.c.2');
  });

  it('lets the designer correct an event that holds fields we do not know', async () => {
    const { appId, post } = await freshApp();
    const [, , , offScreen] = clientEvents();
    const [id] = (await post(offScreen)).body.stored;
    const res = await api().post(`/rest/events/${appId}/${id}.json`, { screen: 's2' }, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ screen: 's2', noheat: true, x: -0.02 });
  });

  describe.skipIf(!hasQuantUx)('the fixtures of the existing product', () => {
    it.each([
      ['funnelEvents.json', 68],
      ['outlierEvents.json', 112],
      ['exampleEventStrea.json', 14],
    ])('%s: as exported, and as its tester client posts them, each stored once when sent twice', async (file, n) => {
      const events = readQuantUx<Json[]>(file);
      expect(events).toHaveLength(n);
      const exported = await freshApp();
      for (let i = 0; i < 2; i++) expect((await exported.post(events)).status).toBe(200);
      expect(await count(exported.appId)).toBe(n);
      const back = await read(`/rest/events/${exported.appId}.json`);
      const byId = new Map(back.map((e) => [e.id, e]));
      for (const event of events) expect(byId.get(event.id as string)).toEqual({ ...event, appId: exported.appId });

      const posted = await freshApp();
      const bare = events.map(asPosted);
      const first = await posted.post(bare);
      expect(first.status).toBe(200);
      expect((await posted.post(bare)).body).toEqual(first.body);
      expect(await count(posted.appId)).toBe(n);
      const again = await read(`/rest/events/${posted.appId}.json`);
      expect(again.map(({ id: _id, appId: _app, ...rest }) => rest).sort(byJson)).toEqual([...bare].sort(byJson));
    });

    it('mouseData.json: as exported, and as the tester client posts it, stored once when sent twice', async () => {
      const all = readQuantUx<Json[]>('mouseData.json');
      const sessions = [...new Set(all.map((t) => t.session))].slice(0, 8);
      const slice = all.filter((t) => sessions.includes(t.session));
      expect(slice.length).toBeLessThanOrEqual(500);
      for (const records of [slice, slice.map(asPosted)]) {
        const { appId, postMouse } = await freshApp();
        for (let i = 0; i < 2; i++) expect((await postMouse(records)).status).toBe(200);
        expect(await count(appId, 'mouse_tracks')).toBe(slice.length);
      }
    });
  });
});

const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
