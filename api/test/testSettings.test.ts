import { MAX_TASKS } from '@protolab/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppFor, worldBeforeAll } from './support/actors';
import { describeEngines, postRaw, type TestApi } from './support/testApi';

const stored = async (api: TestApi, appId: string) => {
  const row = await api.knex('test_settings').where({ app_id: appId }).first('doc');
  return row ? JSON.parse(row.doc) : undefined;
};

const settings = {
  description: 'Please think aloud.',
  tasks: [
    {
      id: 't1',
      name: 'Buy shoes',
      description: 'Find and buy the shoes',
      flow: [
        { screen: 's1', widget: 'w1', type: 'WidgetClick' },
        { screen: 's2', widget: null, type: 'ScreenLoaded', important: true },
      ],
    },
  ],
  showTaskInTest: true,
  showSuccessInTest: true,
  recordOneTestPerUser: false,
};

describeEngines('test settings', (api) => {
  const w = worldBeforeAll(api);

  it('answers the defaults when nothing is saved', async () => {
    const appId = await createAppFor(api(), w.owner);
    const res = await api().get(`/rest/test/${appId}.json`, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      description: '',
      tasks: [],
      showTaskInTest: false,
      showSuccessInTest: false,
      recordOneTestPerUser: false,
      appID: appId,
    });
    expect(await stored(api(), appId)).toBeUndefined();
  });

  it('saves and reads the settings; created stays, lastUpdate moves, server fields are not taken from the client', async () => {
    const appId = await createAppFor(api(), w.owner);
    await api().knex('team').insert({ app_id: appId, user_id: w.writer.id, role: 'write', created: Date.now() });
    const first = await api().post(
      `/rest/test/${appId}.json`,
      { ...settings, appID: 'someone-else', created: 1 },
      w.writer.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...settings, appID: appId, tasks: [{ ...settings.tasks[0], strict: false }] });
    expect(first.body.created).toBeGreaterThan(1);
    expect(await stored(api(), appId)).toEqual(first.body);

    const second = await api().post(
      `/rest/test/${appId}.json`,
      { ...first.body, description: 'Changed' },
      w.owner.token,
    );
    expect(second.body.description).toBe('Changed');
    expect(second.body.created).toBe(first.body.created);
    expect(second.body.lastUpdate).toBeGreaterThanOrEqual(first.body.lastUpdate);
    expect((await api().get(`/rest/test/${appId}.json`, w.owner.token)).body).toEqual(second.body);
  });

  it("keeps the test's language for the player, and clears it back to the browser's", async () => {
    const appId = await createAppFor(api(), w.owner);
    const saved = await api().post(`/rest/test/${appId}.json`, { ...settings, language: 'de' }, w.owner.token);
    expect(saved.status).toBe(200);
    expect((await api().get(`/rest/test/${appId}.json`, w.owner.token)).body.language).toBe('de');
    await api().post(`/rest/test/${appId}.json`, { ...settings, language: null }, w.owner.token);
    expect((await api().get(`/rest/test/${appId}.json`, w.owner.token)).body.language).toBeNull();
  });

  describe('bad input', () => {
    let appId: string;
    beforeAll(async () => {
      appId = await createAppFor(api(), w.owner);
      await api().post(`/rest/test/${appId}.json`, settings, w.owner.token);
    });

    const task = settings.tasks[0];
    const cases: Array<[string, unknown, string]> = [
      ['tasks not a list', { tasks: {} }, 'tasks'],
      ['task without a name', { tasks: [{ id: 't1' }] }, 'tasks.0.name'],
      ['task with an empty name', { tasks: [{ id: 't1', name: '  ' }] }, 'tasks.0.name'],
      ['task id with spaces', { tasks: [{ ...task, id: 'a b' }] }, 'tasks.0.id'],
      [
        'flow step without a type',
        { tasks: [{ ...task, flow: [{ screen: 's1', widget: null }] }] },
        'tasks.0.flow.0.type',
      ],
      [
        'flow step with an unknown field',
        { tasks: [{ ...task, flow: [{ screen: 's1', widget: null, type: 'X', when: 1 }] }] },
        'tasks.0.flow.0.when',
      ],
      ['a flag of the wrong type', { showTaskInTest: 'yes' }, 'showTaskInTest'],
      ['a language the player does not have', { language: 'fr' }, 'language'],
      ['an unknown field', { theme: 'dark' }, 'theme'],
      ['description too long', { description: 'x'.repeat(10_001) }, 'description'],
      [
        'too many tasks',
        { tasks: Array.from({ length: MAX_TASKS + 1 }, (_, i) => ({ id: `t${i}`, name: `T${i}` })) },
        'tasks',
      ],
      ['an array', [settings], ''],
    ];

    it.each(cases)('%s → 400', async (_title, body, field) => {
      const before = await stored(api(), appId);
      const res = await api().post(`/rest/test/${appId}.json`, body, w.owner.token);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(await stored(api(), appId)).toEqual(before);
    });

    it('rejects invalid JSON, text, oversized bodies and a malformed id', async () => {
      const before = await stored(api(), appId);
      const send = (raw: string, type = 'application/json') =>
        postRaw(api(), `/rest/test/${appId}.json`, raw, type, w.owner.token);
      expect((await send('{"tasks":')).status).toBe(400);
      expect((await send('tasks=1', 'text/plain')).status).toBe(415);
      expect((await send(JSON.stringify({ description: 'x'.repeat(6 * 1024 * 1024) }))).status).toBe(413);
      const malformed = await api().post('/rest/test/a%20b.json', settings, w.owner.token);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe('id');
      expect(await stored(api(), appId)).toEqual(before);
    });
  });
});
