import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../test/support/quantUxFixtures';
import { worldBeforeAll } from './support/actors';
import { byTimeThenId, createRecordingApp, makeEvent, makeTrack } from './support/recordedData';
import { describeEngines } from './support/testApi';

describeEngines('mouse', (api) => {
  const w = worldBeforeAll(api);
  const freshApp = (options: { isPublic?: boolean } = {}) => createRecordingApp(api(), w, options);
  const firstSample = (t: { t: number[] }) => t.t[0]!;

  it('stores one posted track as sent, indexed by session, screen and its first sample time', async () => {
    const { appId, postMouse } = await freshApp();
    const track = makeTrack({ screen: 's7' });
    const res = await postMouse(track);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stored: [track.id], errors: [] });
    const row = await api().knex('mouse_tracks').where({ id: track.id }).first();
    expect(row).toMatchObject({ app_id: appId, session: 'S1', screen: 's7', time: (track.t as number[])[0] });
    expect(JSON.parse(row.doc)).toEqual(track);
  });

  it('keeps pointer positions outside the screen (0..1) as sent', async () => {
    const { appId, postMouse } = await freshApp();
    const track = makeTrack({ x: [-0.2, 0, 0.5, 1, 1.3] });
    expect((await postMouse([track])).status).toBe(200);
    const res = await api().get(`/rest/mouse/${appId}.json`, w.reader.token);
    expect(res.body[0].x).toEqual([-0.2, 0, 0.5, 1, 1.3]);
  });

  it('lists the tracks of an app by time, then id, each with its appId', async () => {
    const { appId, postMouse } = await freshApp();
    const tracks = [makeTrack({ session: 'A' }), makeTrack({ session: 'B' }), makeTrack({ session: 'A' })];
    await postMouse([...tracks].reverse());
    const res = await api().get(`/rest/mouse/${appId}.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(tracks.map((t) => ({ ...t, appId })));
  });

  it("reads one session's tracks", async () => {
    const { appId, postMouse } = await freshApp();
    const a = [makeTrack({ session: 'A' }), makeTrack({ session: 'A' })];
    await postMouse([...a, makeTrack({ session: 'B' })]);
    const res = await api().get(`/rest/mouse/${appId}/A.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: string }) => t.id)).toEqual(a.map((t) => t.id));
    expect((await api().get(`/rest/mouse/${appId}/none.json`, w.owner.token)).body).toEqual([]);
  });

  it("deletes a session's tracks and leaves its events", async () => {
    const { appId, post, postMouse } = await freshApp();
    await post(makeEvent({ session: 'A' }));
    await postMouse([makeTrack({ session: 'A' }), makeTrack({ session: 'A' }), makeTrack({ session: 'B' })]);
    const res = await api().del(`/rest/mouse/${appId}/A.json`, w.writer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', deleted: { mouse: 2 } });
    expect(await api().knex('mouse_tracks').where({ app_id: appId }).pluck('session')).toEqual(['B']);
    expect(await api().knex('events').where({ app_id: appId }).pluck('session')).toEqual(['A']);
  });

  describe('public examples', () => {
    it('reads the tracks of a public app without login', async () => {
      const { appId, postMouse } = await freshApp({ isPublic: true });
      const tracks = [makeTrack({ session: 'P' }), makeTrack({ session: 'Q' })];
      await postMouse(tracks);
      expect((await api().get(`/examples/mouse/${appId}.json`)).body).toHaveLength(2);
      const session = await api().get(`/examples/mouse/${appId}/P.json`);
      expect(session.status).toBe(200);
      expect(session.body.map((t: { id: string }) => t.id)).toEqual([tracks[0]!.id]);
    });

    it('answers 404 for an app that is not public', async () => {
      const { appId, postMouse } = await freshApp();
      await postMouse(makeTrack());
      expect((await api().get(`/examples/mouse/${appId}.json`)).status).toBe(404);
      expect((await api().get(`/examples/mouse/${appId}/S1.json`)).status).toBe(404);
    });
  });

  describe.skipIf(!hasQuantUx)('real data of the existing product', () => {
    it('takes a slice of the stored mouse data as exported and reads it back the same', async () => {
      type Track = Record<string, unknown> & { id: string; session: string; t: number[] };
      const all = readQuantUx<Track[]>('mouseData.json');
      const sessions = [...new Set(all.map((t) => t.session))].slice(0, 5);
      const slice = all.filter((t) => sessions.includes(t.session));
      expect(slice.length).toBeGreaterThan(20);
      expect(slice.length).toBeLessThanOrEqual(500);
      const { appId, postMouse } = await freshApp();
      const res = await postMouse(slice);
      expect(res.status).toBe(200);
      expect(res.body.stored).toHaveLength(slice.length);
      const back = await api().get(`/rest/mouse/${appId}.json`, w.owner.token);
      expect(back.body).toEqual(byTimeThenId(slice, firstSample).map((t) => ({ ...t, appId })));
      const one = await api().get(`/rest/mouse/${appId}/${sessions[0]}.json`, w.owner.token);
      expect(one.body).toHaveLength(slice.filter((t) => t.session === sessions[0]).length);
    });
  });
});
