// Text typed into Password widgets is never stored: what an older player uploads, what a study
// import brings and what was stored before (migration 011) hold a mask of its length only.
import { describe, expect, it } from 'vitest';
import { migrationSource } from '../src/db/migrations';
import { worldBeforeAll } from './support/actors';
import { createRecordingApp, makeEvent } from './support/recordedData';
import { describeEngines, type TestApi } from './support/testApi';

const SECRET = 'hunter22';
const MASK = '\u2022'.repeat(SECRET.length);

/** A prototype with a Password and a TextBox on its first screen. */
async function withFields(api: TestApi, appId: string): Promise<void> {
  const row = await api.knex('apps').where({ id: appId }).first('doc');
  const doc = JSON.parse(row.doc as string);
  doc.screens = { s1: { id: 's1', name: 'Sign up', children: ['pw', 'name'] } };
  doc.widgets = {
    pw: { id: 'pw', type: 'Password', name: 'Password', props: {}, style: {} },
    name: { id: 'name', type: 'TextBox', name: 'Name', props: {}, style: {} },
  };
  await api
    .knex('apps')
    .where({ id: appId })
    .update({ doc: JSON.stringify(doc) });
}

/** A WidgetChange as a player of an older build sends it: the value and each keystroke as typed. */
const typed = (widget: string, text: string) =>
  makeEvent({
    type: 'WidgetChange',
    widget,
    state: {
      type: 'text',
      value: text,
      children: [...text].map((_, i) => ({ time: 1_700_000_000_000 + i, value: text.slice(0, i + 1) })),
      options: { valid: true },
    },
  });

async function storedStates(
  api: TestApi,
  appId: string,
): Promise<Record<string, { value: unknown; children: Array<{ value: unknown }> }>> {
  const rows: Array<{ widget: string; doc: string }> = await api
    .knex('events')
    .where({ app_id: appId })
    .select('widget', 'doc');
  return Object.fromEntries(rows.map((row) => [row.widget, JSON.parse(row.doc).state]));
}

const maskedSteps = (text: string) => [...text].map((_, i) => '\u2022'.repeat(i + 1));

describeEngines('secret values', (api) => {
  const w = worldBeforeAll(api);

  describe('uploads', () => {
    it("stores a Password's text (and an inherited copy's) as a mask of its length; other text as typed", async () => {
      const { appId, post } = await createRecordingApp(api(), w);
      await withFields(api(), appId);
      const res = await post([typed('pw', SECRET), typed('pw@s2', 'abc'), typed('name', 'Ada')]);
      expect(res.status).toBe(200);
      const states = await storedStates(api(), appId);
      expect(states.pw!.value).toBe(MASK);
      expect(states.pw!.children.map((c) => c.value)).toEqual(maskedSteps(SECRET));
      expect(states['pw@s2']!.value).toBe('\u2022\u2022\u2022');
      expect(states.name!.value).toBe('Ada');
      const listed = await api().get(`/rest/events/${appId}.json`, w.owner.token);
      expect(JSON.stringify(listed.body)).not.toContain(SECRET);
    });

    it('masks the events of a study import too', async () => {
      const { appId } = await createRecordingApp(api(), w);
      await withFields(api(), appId);
      const res = await api().post(`/rest/apps/${appId}/study.json`, { events: [typed('pw', SECRET)] }, w.owner.token);
      expect(res.status).toBe(200);
      expect((await storedStates(api(), appId)).pw!.value).toBe(MASK);
    });
  });

  it("masks a designer's correction that puts typed text on a Password", async () => {
    const { appId, post } = await createRecordingApp(api(), w);
    await withFields(api(), appId);
    const event = typed('name', SECRET);
    expect((await post([event])).status).toBe(200);
    expect((await storedStates(api(), appId)).name!.value).toBe(SECRET);
    // the tester typed into the password field after all: the designer moves the event there
    const res = await api().post(`/rest/events/${appId}/${event.id}.json`, { widget: 'pw' }, w.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.state.value).toBe(MASK);
    const states = await storedStates(api(), appId);
    expect(states.pw!.value).toBe(MASK);
    expect(states.pw!.children.map((c) => c.value)).toEqual(maskedSteps(SECRET));
    const listed = await api().get(`/rest/events/${appId}.json`, w.owner.token);
    expect(JSON.stringify(listed.body)).not.toContain(SECRET);
  });

  describe('migration 011', () => {
    const rerun = async () => {
      await api().knex.migrate.down({ migrationSource, name: '011_masked_passwords' });
      await api().knex.migrate.up({ migrationSource, name: '011_masked_passwords' });
    };

    it('masks what was stored as typed, drops the figures kept from it, and changes nothing when run again', async () => {
      const { appId } = await createRecordingApp(api(), w);
      await withFields(api(), appId);
      // stored by an older build, straight into the table
      const rows = [typed('pw', SECRET), typed('pw@s2', 'abc'), typed('name', 'Ada')].map((e) => ({
        id: e.id,
        app_id: appId,
        session: e.session,
        screen: e.screen,
        widget: e.widget,
        type: e.type,
        time: e.time,
        doc: JSON.stringify(e),
      }));
      await api().knex('events').insert(rows);
      await api()
        .knex('study_figures')
        .insert({
          app_id: appId,
          filter_key: 'all',
          version: 'v1',
          body: JSON.stringify({ answer: SECRET }),
          created: 1,
        });

      await rerun();
      const states = await storedStates(api(), appId);
      expect(states.pw!.value).toBe(MASK);
      expect(states.pw!.children.map((c) => c.value)).toEqual(maskedSteps(SECRET));
      expect(states['pw@s2']!.value).toBe('\u2022\u2022\u2022');
      expect(states.name!.value).toBe('Ada');
      expect(Number((await api().knex('study_figures').where({ app_id: appId }).count({ n: '*' }))[0]!.n)).toBe(0);

      const before = await api().knex('events').where({ app_id: appId }).orderBy('id').select('id', 'doc');
      await rerun();
      expect(await api().knex('events').where({ app_id: appId }).orderBy('id').select('id', 'doc')).toEqual(before);
    });
  });
});
