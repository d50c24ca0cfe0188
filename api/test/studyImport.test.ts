// POST /rest/apps/{id}/study.json: a study's recorded data added to a prototype by its designer, in
// batches; checked as tester uploads are, all or nothing per batch, idempotent.
import { MAX_EVENT_BATCH } from '@protolab/shared';
import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../test/support/quantUxFixtures';
import { createAppFor, worldBeforeAll } from './support/actors';
import { appRowCount, makeEvents, makeTrack } from './support/recordedData';
import { describeEngines } from './support/testApi';

type Json = Record<string, unknown>;

/** As the existing product's tester client sends events: no id. */
const withoutIds = (records: Json[]) => records.map(({ id: _id, ...rest }) => rest);

describeEngines('study import', (api) => {
  const w = worldBeforeAll(api);
  const freshApp = () => createAppFor(api(), w.owner);
  const add = (appId: string, batch: unknown, token = w.owner.token) =>
    api().post(`/rest/apps/${appId}/study.json`, batch, token);
  const count = (appId: string, table: string) => appRowCount(api(), appId, table);
  const counts = async (appId: string) => ({
    events: await count(appId, 'events'),
    mouse: await count(appId, 'mouse_tracks'),
    annotations: await count(appId, 'annotations'),
    comments: await count(appId, 'comments'),
  });

  function study(): Json {
    return {
      events: withoutIds(makeEvents(3, { session: 'S1', noheat: true })),
      mouse: [makeTrack({ session: 'S1', hidden: 1 })],
      annotations: [
        { id: 'a1', kind: 'session', reference: 'S1', isValid: false, tags: [{ tag: 'lost' }], created: 1000 },
        { kind: 'tag', name: 'lost', color: '#ff8800' },
      ],
      comments: [
        { id: 'c1', type: 'session', reference: 'S1', message: 'Gave up at checkout', created: 2000 },
        { id: 'c2', message: 'Me too', parentId: 'c1', created: 3000 },
      ],
    };
  }

  describe('access', () => {
    it.each([
      ['a guest', undefined, 401],
      ['a stranger', 'other', 403],
      ['a reader of the app', 'reader', 403],
    ] as const)('refuses %s and stores nothing', async (_who, actor, status) => {
      const res = await add(w.appId, study(), actor ? w[actor].token : '');
      expect(res.status).toBe(status);
      expect(res.body.error).toBeDefined();
      expect(await counts(w.appId)).toEqual({ events: 0, mouse: 0, annotations: 0, comments: 0 });
    });

    it('answers 404 for an app that does not exist', async () => {
      expect((await add('no-such-app', study())).status).toBe(404);
    });

    it('takes a batch from the owner and from a writer of the team', async () => {
      const res = await add(w.appId, { events: withoutIds(makeEvents(1, { session: 'W' })) }, w.writer.token);
      expect(res.status).toBe(200);
      expect(res.body.added.events).toBe(1);
      await api().knex('events').where({ app_id: w.appId }).delete();
    });
  });

  it('stores every part of a batch, and nothing more when it is sent again', async () => {
    const appId = await freshApp();
    const batch = study();
    const first = await add(appId, batch);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      stored: { events: 3, mouse: 1, annotations: 2, comments: 2 },
      added: { events: 3, mouse: 1, annotations: 2, comments: 2 },
    });
    const second = await add(appId, batch);
    expect(second.body).toEqual({
      stored: { events: 3, mouse: 1, annotations: 2, comments: 2 },
      added: { events: 0, mouse: 0, annotations: 0, comments: 0 },
    });
    expect(await counts(appId)).toEqual({ events: 3, mouse: 1, annotations: 2, comments: 2 });
  });

  it('keeps the records as sent, their unknown fields too, under ids of this app', async () => {
    const appId = await freshApp();
    const batch = study();
    await add(appId, batch);
    const events = (await api().get(`/rest/events/${appId}.json`, w.owner.token)).body as Json[];
    expect(events.map(({ id: _id, appId: _app, ...rest }) => rest)).toEqual(batch.events);
    const [track] = (await api().get(`/rest/mouse/${appId}.json`, w.owner.token)).body as Json[];
    expect(track).toMatchObject({ hidden: 1, session: 'S1' });
    expect(track!.id).not.toBe((batch.mouse as Json[])[0]!.id);

    const [verdict] = (await api().get(`/rest/annotations/apps/${appId}/session.json`, w.owner.token)).body;
    expect(verdict).toMatchObject({
      kind: 'session',
      reference: 'S1',
      isValid: false,
      tags: [{ tag: 'lost' }],
      created: 1000,
    });
    const [tag] = (await api().get(`/rest/annotations/apps/${appId}/tags.json`, w.owner.token)).body;
    expect(tag).toMatchObject({ kind: 'tag', name: 'lost', color: '#ff8800' });

    const comments = (await api().get(`/rest/comments/apps/${appId}.json`, w.owner.token)).body as Json[];
    expect(comments.map((c) => c.message)).toEqual(['Gave up at checkout', 'Me too']);
    expect(comments[0]).toMatchObject({ type: 'session', reference: 'S1', created: 2000 });
    expect(comments[1]).toMatchObject({ parentId: comments[0]!.id });
    expect(comments[0]!.user).toBeUndefined();
  });

  it('takes the same study into a second prototype (its ids are that prototype’s)', async () => {
    const first = await freshApp();
    const second = await freshApp();
    const batch = study();
    expect((await add(first, batch)).status).toBe(200);
    const res = await add(second, batch);
    expect(res.status).toBe(200);
    expect(res.body.added).toEqual({ events: 3, mouse: 1, annotations: 2, comments: 2 });
  });

  it('keeps a verdict the app holds on a session already', async () => {
    const appId = await freshApp();
    const mine = await api().post(
      `/rest/annotations/apps/${appId}`,
      { kind: 'session', reference: 'S1', isValid: true },
      w.owner.token,
    );
    expect(mine.status).toBe(200);
    const res = await add(appId, { annotations: (study().annotations as Json[]).slice(0, 1) });
    expect(res.body).toMatchObject({ stored: { annotations: 0 }, added: { annotations: 0 } });
    const verdicts = (await api().get(`/rest/annotations/apps/${appId}/session.json`, w.owner.token)).body;
    expect(verdicts).toEqual([expect.objectContaining({ id: mine.body.id, isValid: true })]);
  });

  describe('a bad batch stores nothing of itself', () => {
    const cases: Array<[string, (batch: Json) => unknown, number, string]> = [
      [
        'an event without time',
        (b) => ({ ...b, events: [...(b.events as Json[]), { ...(b.events as Json[])[0], time: undefined }] }),
        400,
        'events.3.time',
      ],
      [
        'a known field of the wrong type',
        (b) => ({ ...b, mouse: [{ ...(b.mouse as Json[])[0], c: [0, 0, 0, 0, 5] }] }),
        400,
        'mouse.0.c.4',
      ],
      [
        'an annotation of an unknown kind',
        (b) => ({ ...b, annotations: [{ kind: 'mood', reference: 'S1' }] }),
        400,
        'annotations.0.kind',
      ],
      ['an empty comment', (b) => ({ ...b, comments: [{ message: ' ' }] }), 400, 'comments.0.message'],
      ['an unknown part', (b) => ({ ...b, surveys: [] }), 400, 'surveys'],
      ['not an object', () => [1, 2], 400, ''],
      [`${MAX_EVENT_BATCH + 1} events`, (b) => ({ ...b, events: makeEvents(MAX_EVENT_BATCH + 1) }), 413, 'events'],
    ];
    it.each(cases)('%s: %s, naming the field', async (_name, make, status, field) => {
      const appId = await freshApp();
      const res = await add(appId, make(study()));
      expect(res.status).toBe(status);
      expect(res.body.error.field).toBe(field);
      expect(await counts(appId)).toEqual({ events: 0, mouse: 0, annotations: 0, comments: 0 });
    });
  });

  describe.skipIf(!hasQuantUx)('the fixtures of the existing product', () => {
    it('takes funnelEvents.json in one batch and mouseData.json in batches of 500, each once', async () => {
      const appId = await freshApp();
      const events = readQuantUx<Json[]>('funnelEvents.json');
      const mouse = readQuantUx<Json[]>('mouseData.json');
      for (let round = 0; round < 2; round++) {
        expect((await add(appId, { events })).status).toBe(200);
        for (let i = 0; i < mouse.length; i += 500) {
          const res = await add(appId, { mouse: mouse.slice(i, i + 500) });
          expect(res.status).toBe(200);
          expect(res.body.added.mouse).toBe(round === 0 ? Math.min(500, mouse.length - i) : 0);
        }
      }
      expect(await counts(appId)).toEqual({ events: 68, mouse: 1698, annotations: 0, comments: 0 });
      const back = (await api().get(`/rest/events/${appId}.json`, w.owner.token)).body as Json[];
      expect(new Set(back.map((e) => e._id))).toEqual(new Set(events.map((e) => e._id)));
    });
  });
});
