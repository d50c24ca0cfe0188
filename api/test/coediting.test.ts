// Several designers on one prototype, through the API: the server orders their change sets, keeps
// both of two concurrent edits where it can, lets the later value of one property win and says
// what it replaced, refuses what would break the document, lands a re-sent change set once and
// keeps one undo history per designer.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_APP_DOC_BYTES } from '@protolab/shared';
import { worldBeforeAll } from './support/actors';
import { newAppBody, storedDoc, widget } from './support/appBodies';
import { describeEngines, type TestApi } from './support/testApi';

/** A prototype of the world's owner, shared with its writer and reader, with one screen and two widgets. */
async function sharedPrototype(api: TestApi, w: ReturnType<typeof worldBeforeAll>) {
  const id = (await api.post('/rest/apps', newAppBody('Together'), w.owner.token)).body.id as string;
  const now = Date.now();
  await api.knex('team').insert([
    { app_id: id, user_id: w.writer.id, role: 'write', created: now },
    { app_id: id, user_id: w.reader.id, role: 'read', created: now },
  ]);
  const setup = await api.post(
    `/rest/apps/${id}/update`,
    {
      changes: [
        {
          type: 'add',
          parent: 'screens',
          id: 's1',
          object: { name: 'Home', x: 0, y: 0, w: 375, h: 667, children: [] },
        },
        {
          type: 'add',
          parent: 'screens',
          id: 's2',
          object: { name: 'Next', x: 500, y: 0, w: 375, h: 667, children: [] },
        },
        { type: 'add', parent: 'widgets', id: 'a', screen: 's1', object: widget('a', 2) },
        { type: 'add', parent: 'widgets', id: 'b', screen: 's1', object: widget('b', 50) },
      ],
    },
    w.owner.token,
  );
  expect(setup.status).toBe(200);
  return { id, revision: setup.body.revision as number };
}

const update = (id: string, props: Record<string, unknown>, before: Record<string, unknown>) => ({
  type: 'update',
  parent: 'widgets',
  id,
  props,
  before,
});

describeEngines('co-editing', (api) => {
  const w = worldBeforeAll(api);
  let app: { id: string; revision: number };
  const send = (token: string, body: Record<string, unknown>) => api().post(`/rest/apps/${app.id}/update`, body, token);
  const doc = async () => (await storedDoc(api(), app.id))!.doc;

  beforeAll(async () => {
    app = await sharedPrototype(api(), w);
  });

  it('keeps the later of two values of one property and tells its sender whose value it replaced', async () => {
    const base = app.revision;
    const a = await send(w.owner.token, { id: randomUUID(), base, changes: [update('a', { x: 70 }, { x: 2 })] });
    const b = await send(w.writer.token, { id: randomUUID(), base, changes: [update('a', { x: 30 }, { x: 2 })] });
    expect(a.status).toBe(200);
    expect(a.body.replaced).toEqual([]);
    expect(b.status).toBe(200);
    expect(b.body.revision).toBe(a.body.revision + 1);
    expect(b.body.replaced).toEqual([{ parent: 'widgets', id: 'a', key: 'x', value: 70 }]);
    expect((await doc()).widgets.a.x).toBe(30);
  });

  it('keeps both of two concurrent changes of different properties, and both designers’ new widgets', async () => {
    const { revision: base } = (await api().get(`/rest/apps/${app.id}/changes.json?since=0`, w.owner.token)).body;
    const children = (await doc()).screens.s1.children as string[];
    const a = await send(w.owner.token, {
      base,
      changes: [
        update('b', { y: 300 }, { y: 20 }),
        { type: 'add', parent: 'widgets', id: 'fromOwner', object: widget('fromOwner') },
        {
          type: 'update',
          parent: 'screens',
          id: 's1',
          props: { children: [...children, 'fromOwner'] },
          before: { children },
        },
      ],
    });
    const b = await send(w.writer.token, {
      base,
      changes: [
        update('b', { w: 140 }, { w: 100 }),
        { type: 'add', parent: 'widgets', id: 'fromWriter', object: widget('fromWriter') },
        {
          type: 'update',
          parent: 'screens',
          id: 's1',
          props: { children: [...children, 'fromWriter'] },
          before: { children },
        },
      ],
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = await doc();
    expect(after.widgets.b).toMatchObject({ y: 300, w: 140 });
    expect(after.screens.s1.children).toEqual([...children, 'fromWriter', 'fromOwner']);
    expect(b.body.replaced).toEqual([]);
  });

  it('refuses a change to a widget someone else deleted, with a message that says so, and changes nothing', async () => {
    const gone = await send(w.owner.token, {
      changes: [{ type: 'add', parent: 'widgets', id: 'doomed', screen: 's2', object: widget('doomed') }],
    });
    expect(gone.status).toBe(200);
    expect((await send(w.owner.token, { changes: [{ type: 'delete', parent: 'widgets', id: 'doomed' }] })).status).toBe(
      200,
    );
    const before = JSON.stringify(await doc());
    const late = await send(w.writer.token, { id: randomUUID(), changes: [update('doomed', { x: 5 }, { x: 10 })] });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'change_conflict', field: 'changes.0.id' });
    expect(late.body.error.message).toMatch(/doomed/);
    expect(JSON.stringify(await doc())).toBe(before);
  });

  it('lands a re-sent change set once: a stale replay reverts nothing and gets the first answer', async () => {
    const id = randomUUID();
    const first = await send(w.owner.token, { id, changes: [update('a', { x: 2 }, { x: 30 })] });
    expect(first.status).toBe(200);
    const newer = await send(w.writer.token, { changes: [update('a', { x: 1 }, { x: 2 })] });
    expect(newer.status).toBe(200);
    const replay = await send(w.owner.token, { id, changes: [update('a', { x: 2 }, { x: 30 })] });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await doc()).widgets.a.x).toBe(1);
  });

  it.each([
    [
      'a screen listing a missing widget',
      { type: 'update', parent: 'screens', id: 's2', props: { children: ['ghost'] } },
      409,
      'screens.s2.children',
    ],
    [
      'a line to a missing screen',
      { type: 'add', parent: 'lines', id: 'l9', object: { from: 'a', to: 'ghost' } },
      409,
      'lines.l9',
    ],
    [
      'a widget on two screens',
      { type: 'update', parent: 'screens', id: 's2', props: { children: ['a'] } },
      400,
      'screens.s2.children',
    ],
    [
      'a screen that is its own master',
      { type: 'update', parent: 'screens', id: 's1', props: { parents: ['s1'] } },
      400,
      'screens.s1.parents',
    ],
    ['x = 1e308', update('a', { x: 1e308 }, {}), 400, 'widgets.a.x'],
    ['a negative size', update('a', { h: -1 }, {}), 400, 'widgets.a.h'],
  ])('refuses %s, naming the record and field, and stores nothing', async (_, change, status, field) => {
    const before = await storedDoc(api(), app.id);
    const res = await send(w.owner.token, { changes: [change] });
    expect(res.status).toBe(status);
    expect(res.body.error.field).toBe(field);
    expect(await storedDoc(api(), app.id)).toEqual(before);
  });

  it(`refuses a change set that would grow the document past ${MAX_APP_DOC_BYTES} bytes`, async () => {
    const big = (n: number) => ({
      type: 'update',
      parent: 'screens',
      id: 's2',
      props: { notes: 'x'.repeat(n) },
    });
    const sizes = [1_500_000, 1_500_000, 1_500_000];
    for (const [i, size] of sizes.entries()) {
      const change = { ...big(size), parent: 'widgets', id: i === 0 ? 'a' : i === 1 ? 'b' : 'fromOwner' };
      expect((await send(w.owner.token, { changes: [change] })).status).toBe(200);
    }
    const over = await send(w.owner.token, { changes: [big(1_500_000)] });
    expect(over.status).toBe(413);
    expect(over.body.error.field).toBe('changes');
    // what makes it smaller is still taken
    const shrink = await send(w.owner.token, {
      changes: ['a', 'b', 'fromOwner'].map((id) => ({
        type: 'update',
        parent: 'widgets',
        id,
        props: {},
        unset: ['notes'],
      })),
    });
    expect(shrink.status).toBe(200);
  });

  it('lets a co-editor catch up from a revision, and says when to load the document again instead', async () => {
    const stored = await api().get(`/rest/apps/${app.id}.json`, w.reader.token);
    const since = Number(stored.headers.get('x-revision'));
    const made = await send(w.writer.token, { id: 'catch-up-1', changes: [update('b', { x: 77 }, { x: 50 })] });
    const page = await api().get(`/rest/apps/${app.id}/changes.json?since=${since}`, w.reader.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ revision: made.body.revision, more: false });
    expect(page.body.changes).toEqual([
      {
        revision: made.body.revision,
        id: 'catch-up-1',
        author: w.writer.id,
        changes: [{ type: 'update', parent: 'widgets', id: 'b', props: { x: 77 } }],
        replaced: [],
      },
    ]);
    // a whole document saved over it: there is nothing to replay
    const whole = await api().post(`/rest/apps/${app.id}.json`, await doc(), w.owner.token);
    expect(whole.status).toBe(200);
    const after = await api().get(`/rest/apps/${app.id}/changes.json?since=${made.body.revision}`, w.reader.token);
    expect(after.body).toEqual({ revision: made.body.revision + 1, reload: true });
    expect((await api().get(`/rest/apps/${app.id}/changes.json?since=99999`, w.reader.token)).status).toBe(400);
    expect((await api().get(`/rest/apps/${app.id}/changes.json?since=x`, w.reader.token)).body.error.field).toBe(
      'since',
    );
    expect((await api().get(`/rest/apps/${app.id}/changes.json?since=0`, w.other.token)).status).toBe(403);
  });

  it('does not let a read-only member send a change', async () => {
    const before = await storedDoc(api(), app.id);
    const res = await send(w.reader.token, { changes: [update('a', { x: 9 }, {})] });
    expect(res.status).toBe(403);
    expect(await storedDoc(api(), app.id)).toEqual(before);
  });

  describe('undo histories', () => {
    const stack = (token: string) => api().get(`/rest/commands/${app.id}.json`, token);
    const add = (token: string, id: string) =>
      api().post(`/rest/commands/${app.id}/add`, { id, type: 'Step', edits: [] }, token);

    it('keeps one per designer: each undoes their own step, never the other’s', async () => {
      expect((await add(w.owner.token, 'owner-1')).status).toBe(200);
      expect((await add(w.writer.token, 'writer-1')).status).toBe(200);
      const undo = await api().post(`/rest/commands/${app.id}/undo`, {}, w.writer.token);
      expect(undo.status).toBe(200);
      expect(undo.body.command.id).toBe('writer-1');
      expect((await stack(w.owner.token)).body).toMatchObject({ pos: 1, stack: [{ id: 'owner-1' }] });
      expect((await stack(w.writer.token)).body).toMatchObject({ pos: 0, stack: [{ id: 'writer-1' }] });
      expect((await stack(w.reader.token)).body).toMatchObject({ pos: 0, stack: [] });
    });
  });
});
