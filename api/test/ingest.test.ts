// The tester's upload path (DESIGN §3): validation per record, idempotent storage, concurrent re-sends.
import { MAX_EVENT_BATCH, MAX_MOUSE_BATCH, MAX_MOUSE_TRACK_SAMPLES } from '@protolab/shared';
import { describe, expect, it } from 'vitest';
import { insertIgnoringDuplicates } from '../src/repos/ingestRepo';
import { worldBeforeAll } from './support/actors';
import { appRowCount, createRecordingApp, makeEvent, makeEvents, makeTrack } from './support/recordedData';
import { describeEngines, postRaw } from './support/testApi';
import { issueInvitationToken } from '../src/services/invitationTokens';

/** The record less one of its fields. */
function without(record: Record<string, unknown>, field: string): Record<string, unknown> {
  const { [field]: _left, ...rest } = record;
  return rest;
}

describeEngines('ingest', (api) => {
  const w = worldBeforeAll(api);
  const freshApp = () => createRecordingApp(api(), w);
  const count = (appId: string, table?: string) => appRowCount(api(), appId, table);

  describe('re-sending is safe', () => {
    it('stores each record of a batch sent twice once, and answers all ids both times', async () => {
      const { appId, post } = await freshApp();
      const batch = makeEvents(50);
      const ids = batch.map((e) => e.id);
      const first = await post(batch);
      const second = await post(batch);
      expect(first.body).toEqual({ stored: ids, errors: [] });
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ stored: ids, errors: [] });
      expect(await count(appId)).toBe(50);
    });

    it('stores two overlapping batches posted at the same moment once each', async () => {
      const { appId, post } = await freshApp();
      const events = makeEvents(300);
      const a = events.slice(0, 200);
      const b = [...events.slice(100)].reverse();
      const answers = await Promise.all([post(a), post(b), post(a), post(b)]);
      for (const res of answers) expect(res.status).toBe(200);
      expect(new Set(answers[0]!.body.stored)).toEqual(new Set(a.map((e) => e.id)));
      expect(new Set(answers[1]!.body.stored)).toEqual(new Set(b.map((e) => e.id)));
      expect(await count(appId)).toBe(300);
      const back = await api().get(`/rest/events/${appId}.json`, w.owner.token);
      expect(new Set(back.body.map((e: { id: string }) => e.id))).toEqual(new Set(events.map((e) => e.id)));
    });

    it('stores overlapping mouse batches posted at the same moment once each', async () => {
      const { appId, postMouse } = await freshApp();
      const tracks = Array.from({ length: 60 }, () => makeTrack());
      const answers = await Promise.all([
        postMouse(tracks.slice(0, 40)),
        postMouse(tracks.slice(20)),
        postMouse(tracks),
      ]);
      for (const res of answers) expect(res.status).toBe(200);
      expect(answers[2]!.body.stored).toHaveLength(60);
      expect(await count(appId, 'mouse_tracks')).toBe(60);
    });

    it('stores a record repeated inside one batch once (the first copy)', async () => {
      const { appId, post } = await freshApp();
      const e = makeEvent();
      const res = await post([e, { ...e, screen: 'changed' }]);
      expect(res.body).toEqual({ stored: [e.id], errors: [] });
      expect(await count(appId)).toBe(1);
      expect((await api().knex('events').where({ id: e.id }).first()).screen).toBe('s1');
    });
  });

  describe('an id held by another app', () => {
    it('is neither overwritten nor reported as stored', async () => {
      const mine = await freshApp();
      const theirs = await freshApp();
      const taken = makeEvent({ screen: 'theirs' });
      await theirs.post(taken);
      const fresh = makeEvent();
      const res = await mine.post([{ ...taken, screen: 'mine' }, fresh]);
      expect(res.status).toBe(422);
      expect(res.body.stored).toEqual([fresh.id]);
      expect(res.body.errors).toEqual([
        { index: 0, id: taken.id, field: 'id', message: expect.stringContaining('taken') },
      ]);
      const row = await api().knex('events').where({ id: taken.id }).first();
      expect(row.app_id).toBe(theirs.appId);
      expect(JSON.parse(row.doc).screen).toBe('theirs');
      const read = await api().get(`/rest/events/${mine.appId}.json`, w.owner.token);
      expect(read.body.map((e: { id: string }) => e.id)).toEqual([fresh.id]);
    });
  });

  describe('a batch with bad records', () => {
    it('stores the good ones and names each bad one by index, id and field', async () => {
      const { appId, post } = await freshApp();
      const good = makeEvents(3);
      const badTime = makeEvent({ time: 'yesterday' });
      const badX = makeEvent({ x: 'left' });
      const res = await post([good[0], badTime, good[1], badX, good[2], 'not an event']);
      expect(res.status).toBe(422);
      expect(res.body.stored).toEqual(good.map((e) => e.id));
      expect(res.body.errors).toEqual([
        { index: 1, id: badTime.id, field: 'time', message: expect.any(String) },
        { index: 3, id: badX.id, field: 'x', message: expect.any(String) },
        { index: 5, field: '', message: expect.any(String) },
      ]);
      expect(res.body.error).toMatchObject({ code: 'validation', field: '1.time' });
      expect((await api().knex('events').where({ app_id: appId }).pluck('id')).sort()).toEqual(
        good.map((e) => e.id).sort(),
      );
    });
  });

  describe('bad input stores nothing', () => {
    const event = () => makeEvent();
    const cases: Array<[string, () => unknown, number, string | undefined]> = [
      ['wrong type of a field', () => ({ ...event(), session: 7 }), 422, '0.session'],
      ['missing time', () => without(event(), 'time'), 422, '0.time'],
      ['missing type', () => without(event(), 'type'), 422, '0.type'],
      ['an id with a slash', () => ({ ...event(), id: 'a/b' }), 422, '0.id'],
      ['x that is not a number', () => ({ ...event(), x: '0.5' }), 422, '0.x'],
      ['a known field of the wrong type', () => ({ ...event(), device: { w: 'wide' } }), 422, '0.device.w'],
      ['a string instead of a record', () => ['event'], 422, '0'],
      ['null in a batch', () => [null], 422, '0'],
      ['an empty batch', () => [], 400, ''],
      [`${MAX_EVENT_BATCH + 1} records`, () => makeEvents(MAX_EVENT_BATCH + 1), 413, ''],
    ];
    it.each(cases)('events: %s', async (_name, body, status, field) => {
      const { appId, post } = await freshApp();
      const res = await post(body());
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      if (status === 422) expect(res.body.stored).toEqual([]);
      expect(await count(appId)).toBe(0);
    });

    const track = () => makeTrack();
    const mouseCases: Array<[string, () => unknown, number, string]> = [
      ['arrays of different lengths', () => ({ ...track(), y: [0.1] }), 422, '0.y'],
      ['a click flag that is not 0 or 1', () => ({ ...track(), c: [0, 0, 2, 0, 0] }), 422, '0.c.2'],
      ['a sample that is not a number', () => ({ ...track(), x: [0, 'a', 0, 0, 0] }), 422, '0.x.1'],
      ['too many samples', () => makeTrack({}, MAX_MOUSE_TRACK_SAMPLES + 1), 422, '0.x'],
      ['missing session', () => without(track(), 'session'), 422, '0.session'],
      ['a time that is not a timestamp', () => ({ ...track(), t: [1, 2, 3, 4, 'later'] }), 422, '0.t.4'],
      [
        `${MAX_MOUSE_BATCH + 1} tracks`,
        () => Array.from({ length: MAX_MOUSE_BATCH + 1 }, () => makeTrack({}, 1)),
        413,
        '',
      ],
    ];
    it.each(mouseCases)('mouse: %s', async (_name, body, status, field) => {
      const { appId, postMouse } = await freshApp();
      const res = await postMouse(body());
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(await count(appId, 'mouse_tracks')).toBe(0);
    });

    it.each(['events', 'mouse'])(
      '%s: invalid JSON or a bare value is a 400, another content type a 415',
      async (kind) => {
        const { appId, hash } = await freshApp();
        const path = `/rest/invitation/${appId}/${hash}/${kind}.json`;
        for (const raw of ['[{"id":', '42', 'null', '"event"']) {
          const broken = await postRaw(api(), path, raw);
          expect(broken.status).toBe(400);
          expect(broken.body.error).toBeDefined();
        }
        const text = await postRaw(api(), path, JSON.stringify(makeEvent()), 'text/plain');
        expect(text.status).toBe(415);
        expect(await count(appId)).toBe(0);
        expect(await count(appId, 'mouse_tracks')).toBe(0);
      },
    );
  });

  describe('the invitation', () => {
    it('needs the password token when the invitation has a password', async () => {
      const { appId } = await freshApp();
      const hash = `pw${Date.now()}`;
      await api()
        .knex('invitations')
        .insert({ hash, app_id: appId, permission: 'test', password_hash: 'set', created: Date.now() });
      const path = `/rest/invitation/${appId}/${hash}/events.json`;
      const without = await api().post(path, makeEvent());
      expect(without.status).toBe(401);
      expect(without.body.error.code).toBe('password_required');
      expect(await count(appId)).toBe(0);
      const { token } = await issueInvitationToken(api().tokens, hash, 'set', Date.now());
      const res = await api().request('POST', path, { body: makeEvent(), headers: { 'x-invitation-token': token } });
      expect(res.status).toBe(200);
      expect(await count(appId)).toBe(1);
    });

    it('never writes the hash to the log', async () => {
      const { hash, post, postMouse } = await freshApp();
      await post(makeEvent());
      await postMouse(makeTrack());
      expect(api().logs.some((l) => l.includes('/events.json'))).toBe(true);
      expect(api().logs.filter((l) => l.includes(hash))).toEqual([]);
    });
  });

  it('splits a large insert into chunks the engine accepts, in one transaction', async () => {
    const { appId } = await freshApp();
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const e = makeEvent({ id: `chunk-${String(i).padStart(5, '0')}` });
      return {
        id: e.id,
        app_id: appId,
        session: 'S',
        screen: 's',
        widget: null,
        type: 'X',
        time: i,
        doc: JSON.stringify(e),
      };
    });
    const a = api();
    expect(await insertIgnoringDuplicates(a.knex, a.engine, 'events', appId, rows)).toEqual(new Set());
    expect(await count(appId)).toBe(10_000);
    expect(
      await insertIgnoringDuplicates(a.knex, a.engine, 'events', 'another-app', rows.slice(0, 5000)),
    ).toHaveProperty('size', 5000);
    expect(await count(appId)).toBe(10_000);
  });
});
