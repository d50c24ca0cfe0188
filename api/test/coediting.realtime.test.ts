// The co-editing socket: designers who have one prototype open see each other (presence, pointer,
// selection, leaving), get every stored change set pushed in revision order with its id and what
// it replaced, and a reload after a whole-document save. Bad input, strangers, floods and removed
// members are closed with a code and a reason. With PostgreSQL, two API instances on one database
// behave as one.
import { randomUUID } from 'node:crypto';
import { MAX_REALTIME_MESSAGE_BYTES, PRESENCE_TIMEOUT_MS, REALTIME_CLOSE } from '@protolab/shared';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME } from '../src/realtime/bus';
import { createUser, worldBeforeAll, type Actor, type World } from './support/actors';
import { newAppBody, widget } from './support/appBodies';
import { joinRealtime, openRealtime, type RealtimeClient } from './support/realtimeClient';
import { describeEngines, pgAdminUrl, pgAvailable, startTestApi, type TestApi } from './support/testApi';

/** A leave is due within PRESENCE_TIMEOUT_MS; the wait allows for a busy test machine. */
const LEAVE_WAIT_MS = PRESENCE_TIMEOUT_MS + 3000;

/** A prototype of the world's owner with its writer and reader in the team, one screen and a widget. */
async function sharedPrototype(api: TestApi, w: World): Promise<string> {
  const id = (await api.post('/rest/apps', newAppBody('Live'), w.owner.token)).body.id as string;
  const now = Date.now();
  await api.knex('team').insert([
    { app_id: id, user_id: w.writer.id, role: 'write', created: now },
    { app_id: id, user_id: w.reader.id, role: 'read', created: now },
  ]);
  const screen = { name: 'Home', x: 0, y: 0, w: 375, h: 667, children: [] };
  const setup = await api.post(
    `/rest/apps/${id}/update`,
    {
      changes: [
        { type: 'add', parent: 'screens', id: 's1', object: screen },
        { type: 'add', parent: 'widgets', id: 'a', screen: 's1', object: widget('a', 2) },
      ],
    },
    w.owner.token,
  );
  expect(setup.status).toBe(200);
  return id;
}

const moveA = (x: number, before: number) => ({
  type: 'update',
  parent: 'widgets',
  id: 'a',
  props: { x },
  before: { x: before },
});

async function revisionOf(api: TestApi, id: string): Promise<number> {
  return Number((await api.knex('apps').where({ id }).first('revision')).revision);
}

describeEngines('co-editing socket', (api) => {
  const w = worldBeforeAll(api);
  let app: string;
  const open: RealtimeClient[] = [];
  const join = async (actor: Actor, options: { autoPong?: boolean } = {}) => {
    const c = await joinRealtime(api(), actor.token, app, options);
    open.push(c);
    return c;
  };
  const raw = async () => {
    const c = await openRealtime(api());
    open.push(c);
    return c;
  };
  const update = (actor: Actor, body: Record<string, unknown>) =>
    api().post(`/rest/apps/${app}/update`, body, actor.token);

  beforeAll(async () => {
    app = await sharedPrototype(api(), w);
  });
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });

  it('welcomes two designers with each other, and carries screen, pointer and selection between them', async () => {
    const owner = await join(w.owner);
    const welcome = await owner.waitFor('welcome');
    expect(welcome.revision).toBe(await revisionOf(api(), app));
    expect(welcome.you).toMatchObject({ client: owner.id, user: { id: w.owner.id, email: w.owner.email } });
    expect(welcome.you.readOnly).toBe(false);
    expect(welcome.you.color).toMatch(/^#[0-9a-f]{6}$/);

    const writer = await join(w.writer);
    const theirs = await writer.waitFor('welcome');
    expect(theirs.peers.map((p) => p.client)).toEqual([owner.id]);
    const came = await owner.waitFor('presence', (m) => m.peer.client === writer.id);
    expect(came.peer.user).toMatchObject({ id: w.writer.id, name: 'writer', email: w.writer.email });

    writer.send({ type: 'presence', screen: 's1', pointer: { x: 12.5, y: 40 }, selection: ['a'] });
    const moved = await owner.waitFor('presence', (m) => m.peer.client === writer.id && m.peer.screen === 's1');
    expect(moved.peer).toMatchObject({ pointer: { x: 12.5, y: 40 }, selection: ['a'], readOnly: false });
    // a field left out keeps its value
    writer.send({ type: 'presence', pointer: null });
    const left = await owner.waitFor(
      'presence',
      (m) => m.peer.client === writer.id && m.peer.pointer === null && m.peer.screen === 's1',
    );
    expect(left.peer.selection).toEqual(['a']);
    // the same user keeps one colour wherever they appear
    const again = await join(w.writer);
    expect((await again.waitFor('welcome')).you.color).toBe(theirs.you.color);
  });

  it('pushes a stored change set to every designer, its sender too, with its id, revision and changes as applied', async () => {
    const owner = await join(w.owner);
    const writer = await join(w.writer);
    const id = randomUUID();
    const sent = await update(w.owner, { id, changes: [moveA(5, 2)] });
    expect(sent.status).toBe(200);
    for (const c of [owner, writer]) {
      const m = await c.waitFor('changes', (m) => m.id === id);
      expect(m).toMatchObject({ revision: sent.body.revision, author: w.owner.id, replaced: [] });
      expect(m.changes).toEqual([
        expect.objectContaining({ type: 'update', parent: 'widgets', id: 'a', props: { x: 5 } }),
      ]);
    }
  });

  it('tells the designer whose value a later change replaced', async () => {
    const owner = await join(w.owner);
    const writer = await join(w.writer);
    const base = await revisionOf(api(), app);
    const x = (await api().knex('apps').where({ id: app }).first('doc')).doc;
    const before = JSON.parse(x).widgets.a.x as number;
    const first = await update(w.owner, { id: randomUUID(), base, changes: [moveA(70, before)] });
    const second = await update(w.writer, { id: randomUUID(), base, changes: [moveA(30, before)] });
    expect([first.status, second.status]).toEqual([200, 200]);
    const told = await owner.waitFor('changes', (m) => m.revision === second.body.revision);
    expect(told.author).toBe(w.writer.id);
    expect(told.replaced).toEqual([{ parent: 'widgets', id: 'a', key: 'x', value: 70 }]);
    // in revision order, for both
    for (const c of [owner, writer]) {
      await c.waitFor('changes', (m) => m.revision === second.body.revision);
      const revisions = c.messages.flatMap((m) => (m.type === 'changes' ? [m.revision] : []));
      expect(revisions).toEqual([first.body.revision, second.body.revision]);
    }
  });

  it('says reload after the whole document or its props were saved', async () => {
    const writer = await join(w.writer);
    const doc = JSON.parse((await api().knex('apps').where({ id: app }).first('doc')).doc);
    const saved = await api().post(`/rest/apps/${app}.json`, { ...doc, name: 'Saved whole' }, w.owner.token);
    expect(saved.status).toBe(200);
    const revision = await revisionOf(api(), app);
    expect(await writer.waitFor('reload')).toEqual({ type: 'reload', revision });
    const props = await api().post(`/rest/apps/props/${app}.json`, { name: 'Renamed' }, w.owner.token);
    expect(props.status).toBe(200);
    await writer.waitFor('reload', (m) => m.revision === revision + 1);
  });

  it('says leave when a designer closes, and when one stops answering pings', async () => {
    const owner = await join(w.owner);
    const writer = await join(w.writer);
    await owner.waitFor('presence', (m) => m.peer.client === writer.id);
    writer.close();
    await owner.waitFor('leave', (m) => m.client === writer.id, LEAVE_WAIT_MS);

    const silent = await join(w.writer, { autoPong: false });
    await owner.waitFor('presence', (m) => m.peer.client === silent.id);
    await owner.waitFor('leave', (m) => m.client === silent.id, LEAVE_WAIT_MS);
  });

  it('closes a socket without a hello in time with 4408', async () => {
    const c = await raw();
    expect(await c.closed()).toEqual({ code: REALTIME_CLOSE.helloTimeout, reason: 'No hello within 5 s' });
  });

  it('refuses a bad or expired token (4401), a stranger (4403) and an unknown prototype (4404)', async () => {
    const stranger = await createUser(api(), 'stranger');
    const expired = await api().tokens.sign({ sub: w.owner.id, sid: 'gone', role: 'user' }, Date.now() - 1000);
    const cases: Array<[string, string, number, RegExp]> = [
      ['not-a-token', app, REALTIME_CLOSE.unauthenticated, /log in/],
      [expired, app, REALTIME_CLOSE.unauthenticated, /expired/],
      [stranger.token, app, REALTIME_CLOSE.forbidden, /team/],
      [w.owner.token, 'no-such-app', REALTIME_CLOSE.notFound, /no such prototype/],
    ];
    for (const [token, id, code, reason] of cases) {
      const c = await raw();
      c.send({ type: 'hello', token, app: id, client: c.id });
      const closed = await c.closed();
      expect(closed.code, `${code}`).toBe(code);
      expect(closed.reason).toMatch(reason);
      expect(c.messages).toEqual([]);
    }
    expect(api().logs.join('\n')).not.toContain(w.owner.token);
  });

  it.each([
    ['malformed JSON', ['{"type":"presence",'], /not JSON/],
    ['an unknown type', [{ type: 'edit', changes: [] }], /^type: must be hello or presence/],
    ['a presence that breaks the schema', [{ type: 'presence', pointer: { x: 'left', y: 1 } }], /^pointer\.x/],
    ['a second hello', ['hello', 'hello'], /hello: sent once/],
    ['presence before hello', [{ type: 'presence', screen: 's1' }], /first message must be hello/],
  ])('closes on %s with 4400 and a reason, and nothing changes', async (_, sends, reason) => {
    const owner = await join(w.owner);
    const revision = await revisionOf(api(), app);
    const c = await raw();
    const hello = { type: 'hello', token: w.writer.token, app, client: c.id };
    for (const s of sends) {
      if (s === 'hello') {
        c.send(hello);
        await c.waitFor('welcome');
      } else c.send(s);
    }
    const closed = await c.closed();
    expect(closed.code).toBe(REALTIME_CLOSE.badMessage);
    expect(closed.reason).toMatch(reason);
    expect(await revisionOf(api(), app)).toBe(revision);
    // the owner saw no state of it beyond its arrival
    const seen = owner.messages.filter((m) => m.type === 'presence' && m.peer.client === c.id);
    expect(seen.every((m) => m.type === 'presence' && m.peer.screen === null && m.peer.pointer === null)).toBe(true);
  });

  it('closes on a message over MAX_REALTIME_MESSAGE_BYTES with 4413', async () => {
    const c = await join(w.writer);
    c.send({ type: 'presence', selection: [], pad: 'x'.repeat(MAX_REALTIME_MESSAGE_BYTES) });
    const closed = await c.closed();
    expect(closed.code).toBe(REALTIME_CLOSE.tooLarge);
    expect(closed.reason).toMatch(/at most 65536 bytes/);
  });

  it('closes a flood with 4429', async () => {
    const owner = await join(w.owner);
    const c = await join(w.writer);
    for (let i = 0; i < 300 && c.ws.readyState === c.ws.OPEN; i++)
      c.send({ type: 'presence', pointer: { x: i, y: i } });
    const closed = await c.closed();
    expect(closed.code).toBe(REALTIME_CLOSE.flood);
    expect(closed.reason).toMatch(/Too many messages/);
    await owner.waitFor('leave', (m) => m.client === c.id);
  });

  it('lets a read-only member watch: presence and changes come, its own update is refused', async () => {
    const owner = await join(w.owner);
    const reader = await join(w.reader);
    expect((await reader.waitFor('welcome')).you.readOnly).toBe(true);
    reader.send({ type: 'presence', screen: 's1' });
    const seen = await owner.waitFor('presence', (m) => m.peer.client === reader.id && m.peer.screen === 's1');
    expect(seen.peer.readOnly).toBe(true);
    expect((await update(w.reader, { changes: [moveA(9, 0)] })).status).toBe(403);
    const id = randomUUID();
    expect((await update(w.owner, { id, changes: [moveA(11, 0)] })).status).toBe(200);
    await reader.waitFor('changes', (m) => m.id === id);
  });

  it('ends the socket of a member removed from the team (4403), and of one who logged out (4401)', async () => {
    const member = await createUser(api(), 'member');
    await api().post(`/rest/apps/${app}/team`, { email: member.email, role: 'write' }, w.owner.token);
    const owner = await join(w.owner);
    const c = await join(member);
    // a downgrade keeps the socket and marks the member read-only
    const down = await api().post(`/rest/apps/${app}/team/${member.id}.json`, { role: 'read' }, w.owner.token);
    expect(down.status).toBe(200);
    await owner.waitFor('presence', (m) => m.peer.client === c.id && m.peer.readOnly);
    await c.waitFor('presence', (m) => m.peer.client === c.id && m.peer.readOnly);
    const removed = await api().del(`/rest/apps/${app}/team/${member.id}.json`, w.owner.token);
    expect(removed.status).toBe(200);
    expect(await c.closed()).toEqual({
      code: REALTIME_CLOSE.forbidden,
      reason: "You were removed from this prototype's team",
    });
    await owner.waitFor('leave', (m) => m.client === c.id);

    const writer = await join(w.writer);
    const again = await createUser(api(), 'writer-again');
    await api().knex('team').insert({ app_id: app, user_id: again.id, role: 'write', created: Date.now() });
    const later = await join(again);
    expect((await api().del('/rest/login', again.token)).status).toBe(200);
    expect(await later.closed()).toEqual({ code: REALTIME_CLOSE.unauthenticated, reason: 'Your session has expired' });
    expect(writer.ws.readyState).toBe(writer.ws.OPEN);
  });
});

describe.skipIf(!pgAvailable)('co-editing socket across two API instances on one PostgreSQL', () => {
  let a: TestApi;
  let b: TestApi;
  let w: World;
  let app: string;
  const open: RealtimeClient[] = [];
  const join = async (api: TestApi, actor: Actor) => {
    const c = await joinRealtime(api, actor.token, app);
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    a = await startTestApi('pg');
    b = await startTestApi('pg', {}, { sameDatabaseAs: a });
    const { createWorld } = await import('./support/actors');
    w = await createWorld(a);
    app = await sharedPrototype(a, w);
  });
  afterAll(async () => {
    for (const c of open.splice(0)) c.close();
    await b?.close().catch(() => undefined);
    await a?.close();
  });

  it('carries presence, change sets (one over 8 KB too) and leaving between instances, and reconnects', async () => {
    const onA = await join(a, w.owner);
    const onB = await join(b, w.writer);
    // presence crosses both ways: B learns of the owner connected to A by its welcome, or (when A's
    // announcement reached B's instance after B said hello) by the next presence message
    await onA.waitFor('presence', (m) => m.peer.client === onB.id);
    const welcome = await onB.waitFor('welcome');
    if (!welcome.peers.some((p) => p.client === onA.id)) await onB.waitFor('presence', (m) => m.peer.client === onA.id);
    onA.send({ type: 'presence', screen: 's1', selection: ['a'] });
    await onB.waitFor('presence', (m) => m.peer.client === onA.id && m.peer.screen === 's1');

    const id = randomUUID();
    const posted = await a.post(`/rest/apps/${app}/update`, { id, changes: [moveA(44, 2)] }, w.owner.token);
    expect(posted.status).toBe(200);
    const crossed = await onB.waitFor('changes', (m) => m.id === id);
    expect(crossed).toMatchObject({ revision: posted.body.revision, author: w.owner.id });

    const bigId = randomUUID();
    const big = { ...widget('big', 5), props: { label: 'L'.repeat(20_000) } };
    const large = await b.post(
      `/rest/apps/${app}/update`,
      { id: bigId, changes: [{ type: 'add', parent: 'widgets', id: 'big', screen: 's1', object: big }] },
      w.writer.token,
    );
    expect(large.status).toBe(200);
    const got = await onA.waitFor('changes', (m) => m.id === bigId);
    expect(JSON.stringify(got.changes).length).toBeGreaterThan(8000);
    expect(got).toMatchObject({ revision: large.body.revision, author: w.writer.id });

    // the notification connections are cut: they come back, and change sets cross again
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2',
      [APPLICATION_NAME, new URL(a.config.databaseUrl!).pathname.slice(1)],
    );
    await admin.end();
    expect(cut.rowCount).toBe(2);
    let after: string | undefined;
    for (let i = 0; i < 30 && !after; i++) {
      const id = randomUUID();
      expect((await a.post(`/rest/apps/${app}/update`, { id, changes: [moveA(i, 0)] }, w.owner.token)).status).toBe(
        200,
      );
      after = await onB
        .waitFor('changes', (m) => m.id === id, 1000)
        .then(
          (m) => m.id!,
          () => undefined,
        );
    }
    expect(after).toBeDefined();
    expect(a.logs.join('\n')).toMatch(/notification connection is back/);

    // an instance that stops says nothing: its designers leave the others by timeout
    await b.close();
    await onA.waitFor('leave', (m) => m.client === onB.id, LEAVE_WAIT_MS);
  });
});
