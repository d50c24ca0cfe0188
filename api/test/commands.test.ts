import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMMAND_BYTES, MAX_COMMAND_STACK_BYTES, MAX_UNDO_STEPS } from '@protolab/shared';
import { createAppFor, worldBeforeAll } from './support/actors';
import { describeEngines, postRaw, type TestApi } from './support/testApi';

const cmd = (id: string) => ({ id, type: 'UpdateWidgetPosition', modelId: 'w1', delta: { o: { x: 1 }, n: { x: 2 } } });

/** The owner's stack as stored: its row, with its commands (a row each) as `stack`. */
async function stored(api: TestApi, appId: string) {
  const row = await api.knex('undo_stacks').where({ app_id: appId }).first('doc');
  if (!row) return undefined;
  const entries = await api.knex('undo_entries').where({ app_id: appId }).orderBy('seq').select('doc');
  return { ...JSON.parse(row.doc), stack: entries.map((e: { doc: string }) => JSON.parse(e.doc)) };
}

describeEngines('commands', (api) => {
  const w = worldBeforeAll(api);
  const fresh = () => createAppFor(api(), w.owner);

  it('answers an empty stack for an app without history', async () => {
    const appId = await fresh();
    const res = await api().get(`/rest/commands/${appId}.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ stack: [], pos: 0, lastUUID: 0, appID: appId });
  });

  it('adds, undoes and redoes; a new command drops the redo tail', async () => {
    const appId = await fresh();
    const base = `/rest/commands/${appId}`;
    const t = w.owner.token;
    expect((await api().post(`${base}/add`, cmd('c1'), t)).body).toEqual({ pos: 1, length: 1 });
    expect((await api().post(`${base}/add`, cmd('c2'), t)).body).toEqual({ pos: 2, length: 2 });
    expect((await api().post(`${base}/add`, cmd('c3'), w.writer.token)).status).toBe(403); // not in this team

    const undone = await api().post(`${base}/undo`, {}, t);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ pos: 1, length: 2, command: cmd('c2') });
    const redone = await api().post(`${base}/redo`, { id: 'c2' }, t);
    expect(redone.body).toEqual({ pos: 2, length: 2, command: cmd('c2') });

    await api().post(`${base}/undo`, {}, t);
    expect((await api().post(`${base}/add`, cmd('c4'), t)).body).toEqual({ pos: 2, length: 2 });
    const res = await api().get(`${base}.json`, t);
    expect(res.body).toMatchObject({ pos: 2, stack: [cmd('c1'), cmd('c4')] });
    expect(await stored(api(), appId)).toMatchObject({ pos: 2, stack: [cmd('c1'), cmd('c4')] });
  });

  it('refuses undo at the start and redo at the end with a 409, and a move to another command than expected', async () => {
    const appId = await fresh();
    const base = `/rest/commands/${appId}`;
    const t = w.owner.token;
    const atStart = await api().post(`${base}/undo`, {}, t);
    expect(atStart.status).toBe(409);
    expect(atStart.body.error.code).toBe('nothing_to_undo');
    await api().post(`${base}/add`, cmd('c1'), t);
    const atEnd = await api().post(`${base}/redo`, {}, t);
    expect(atEnd.status).toBe(409);
    expect(atEnd.body.error.code).toBe('nothing_to_redo');
    const mismatch = await api().post(`${base}/undo`, { id: 'other' }, t);
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.error).toMatchObject({ code: 'command_mismatch', field: 'id' });
    expect(await stored(api(), appId)).toMatchObject({ pos: 1, stack: [cmd('c1')] });
  });

  it('takes a re-sent command once', async () => {
    const appId = await fresh();
    await api().post(`/rest/commands/${appId}/add`, cmd('c1'), w.owner.token);
    const again = await api().post(`/rest/commands/${appId}/add`, cmd('c1'), w.owner.token);
    expect(again.body).toEqual({ pos: 1, length: 1 });
    expect((await stored(api(), appId)).stack).toHaveLength(1);
  });

  it('a command sent again with the id of the last one replaces it (a history step that grew)', async () => {
    const appId = await fresh();
    const t = w.owner.token;
    await api().post(`/rest/commands/${appId}/add`, cmd('c0'), t);
    await api().post(`/rest/commands/${appId}/add`, cmd('c1'), t);
    const grown = { ...cmd('c1'), delta: { o: { x: 1 }, n: { x: 9 } } };
    expect((await api().post(`/rest/commands/${appId}/add`, grown, t)).body).toEqual({ pos: 2, length: 2 });
    expect((await stored(api(), appId)).stack).toEqual([cmd('c0'), grown]);
  });

  it(`refuses a command over ${MAX_COMMAND_BYTES} bytes with 413 and keeps the stack`, async () => {
    const appId = await fresh();
    const t = w.owner.token;
    await api().post(`/rest/commands/${appId}/add`, cmd('c1'), t);
    const huge = { ...cmd('c2'), edits: 'x'.repeat(MAX_COMMAND_BYTES) };
    const res = await api().post(`/rest/commands/${appId}/add`, huge, t);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'too_large' });
    expect(await stored(api(), appId)).toMatchObject({ pos: 1, stack: [cmd('c1')] });
    const whole = await api().post(`/rest/commands/${appId}.json`, { stack: [cmd('c1'), huge], pos: 2 }, t);
    expect(whole.status).toBe(413);
    expect(whole.body.error).toMatchObject({ code: 'too_large', field: 'stack.1' });
  });

  it(`keeps at most ${MAX_UNDO_STEPS} commands: the oldest drop off`, async () => {
    const appId = await fresh();
    const t = w.owner.token;
    const full = Array.from({ length: MAX_UNDO_STEPS }, (_, i) => cmd(`c${i}`));
    await api().post(`/rest/commands/${appId}.json`, { stack: full, pos: MAX_UNDO_STEPS }, t);
    expect((await api().post(`/rest/commands/${appId}/add`, cmd('new'), t)).body).toEqual({
      pos: MAX_UNDO_STEPS,
      length: MAX_UNDO_STEPS,
    });
    const stack = (await stored(api(), appId)).stack as { id: string }[];
    expect(stack[0].id).toBe('c1');
    expect(stack.at(-1)!.id).toBe('new');
  });

  it(`keeps at most ${MAX_COMMAND_STACK_BYTES} bytes of commands: the oldest drop off`, async () => {
    const appId = await fresh();
    const t = w.owner.token;
    const big = (id: string) => ({ ...cmd(id), edits: 'x'.repeat(MAX_COMMAND_BYTES - 200) });
    const count = Math.ceil(MAX_COMMAND_STACK_BYTES / MAX_COMMAND_BYTES) + 2;
    for (let i = 0; i < count; i++) await api().post(`/rest/commands/${appId}/add`, big(`b${i}`), t);
    const stack = (await stored(api(), appId)).stack as { id: string }[];
    expect(JSON.stringify(stack).length).toBeLessThanOrEqual(MAX_COMMAND_STACK_BYTES);
    expect(stack.length).toBeLessThan(count);
    expect(stack.at(-1)!.id).toBe(`b${count - 1}`);
  });

  it('pops the last n and shifts the first n commands, keeping pos inside the stack', async () => {
    const appId = await fresh();
    const base = `/rest/commands/${appId}`;
    const t = w.owner.token;
    for (const id of ['c1', 'c2', 'c3', 'c4', 'c5']) await api().post(`${base}/add`, cmd(id), t);
    await api().post(`${base}/undo`, {}, t); // pos 4
    expect((await api().del(`${base}/pop/2`, t)).body).toEqual({ pos: 3, length: 3 });
    expect((await api().del(`${base}/shift/2`, t)).body).toEqual({ pos: 1, length: 1 });
    expect(await stored(api(), appId)).toMatchObject({ pos: 1, stack: [cmd('c3')] });
    expect((await api().del(`${base}/shift/50`, t)).body).toEqual({ pos: 0, length: 0 });
    expect((await api().del(`${base}/pop/1`, t)).body).toEqual({ pos: 0, length: 0 });
  });

  it('replaces the whole stack', async () => {
    const appId = await fresh();
    const body = { stack: [cmd('a'), cmd('b')], pos: 1, lastUUID: 7 };
    const res = await api().post(`/rest/commands/${appId}.json`, body, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...body, appID: appId });
    expect(await stored(api(), appId)).toMatchObject(body);
    expect((await api().post(`/rest/commands/${appId}/redo`, {}, w.owner.token)).body.command).toEqual(cmd('b'));
  });

  it('lands concurrent adds from several editors', async () => {
    const appId = await fresh();
    const ids = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const results = await Promise.all(
      ids.map((id) => api().post(`/rest/commands/${appId}/add`, cmd(id), w.owner.token)),
    );
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const stack = await stored(api(), appId);
    expect(stack.stack.map((c: { id: string }) => c.id).sort()).toEqual(ids);
    expect(stack.pos).toBe(10);
  });

  describe('bad input', () => {
    let appId: string;
    beforeAll(async () => {
      appId = await fresh();
      await api().post(`/rest/commands/${appId}/add`, cmd('c1'), w.owner.token);
      await api().post(`/rest/commands/${appId}/add`, cmd('c2'), w.owner.token);
    });

    const cases: Array<[string, string, () => string, unknown, string]> = [
      ['add: no id', 'POST', () => `/rest/commands/${appId}/add`, { type: 'X' }, 'id'],
      ['add: no type', 'POST', () => `/rest/commands/${appId}/add`, { id: 'c9' }, 'type'],
      ['add: id with spaces', 'POST', () => `/rest/commands/${appId}/add`, { id: 'a b', type: 'X' }, 'id'],
      [
        'add: delta not an object',
        'POST',
        () => `/rest/commands/${appId}/add`,
        { id: 'c9', type: 'X', delta: 5 },
        'delta',
      ],
      ['add: array', 'POST', () => `/rest/commands/${appId}/add`, [cmd('c9')], ''],
      [
        'stack: pos beyond the stack',
        'POST',
        () => `/rest/commands/${appId}.json`,
        { stack: [cmd('a')], pos: 2 },
        'pos',
      ],
      ['stack: negative pos', 'POST', () => `/rest/commands/${appId}.json`, { stack: [], pos: -1 }, 'pos'],
      ['stack: stack not a list', 'POST', () => `/rest/commands/${appId}.json`, { stack: {}, pos: 0 }, 'stack'],
      [
        'stack: unknown field',
        'POST',
        () => `/rest/commands/${appId}.json`,
        { stack: [], pos: 0, owner: 'x' },
        'owner',
      ],
      [
        'stack: bad command inside',
        'POST',
        () => `/rest/commands/${appId}.json`,
        { stack: [{ id: 'a' }], pos: 0 },
        'stack.0.type',
      ],
      ['undo: id of the wrong type', 'POST', () => `/rest/commands/${appId}/undo`, { id: 5 }, 'id'],
      ['redo: array', 'POST', () => `/rest/commands/${appId}/redo`, [], ''],
      ['pop: zero', 'DELETE', () => `/rest/commands/${appId}/pop/0`, undefined, 'n'],
      ['pop: negative', 'DELETE', () => `/rest/commands/${appId}/pop/-1`, undefined, 'n'],
      ['pop: not a number', 'DELETE', () => `/rest/commands/${appId}/pop/all`, undefined, 'n'],
      ['shift: fraction', 'DELETE', () => `/rest/commands/${appId}/shift/1.5`, undefined, 'n'],
      ['shift: huge', 'DELETE', () => `/rest/commands/${appId}/shift/99999999999`, undefined, 'n'],
      ['stack: malformed app id', 'POST', () => '/rest/commands/a%20b.json', { stack: [], pos: 0 }, 'id'],
    ];

    it.each(cases)('%s → 400', async (_title, method, path, body, field) => {
      const before = await stored(api(), appId);
      const res = await api().request(method, path(), { body, token: w.owner.token });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(await stored(api(), appId)).toEqual(before);
    });

    it.each([['add'], ['undo'], ['.json']])('rejects invalid JSON, text and oversized bodies on %s', async (suffix) => {
      const before = await stored(api(), appId);
      const path = suffix === '.json' ? `/rest/commands/${appId}.json` : `/rest/commands/${appId}/${suffix}`;
      const send = (raw: string, type = 'application/json') => postRaw(api(), path, raw, type, w.owner.token);
      expect((await send('{"id":')).status).toBe(400);
      expect((await send('id=1', 'text/plain')).status).toBe(415);
      expect(
        (await send(JSON.stringify({ id: 'big', type: 'X', delta: { o: 'x'.repeat(6 * 1024 * 1024) } }))).status,
      ).toBe(413);
      expect(await stored(api(), appId)).toEqual(before);
    });
  });
});
