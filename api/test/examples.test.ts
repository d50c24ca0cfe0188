import { migrateApp, startScreen } from '@protolab/shared';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_USER, readExampleFiles, seedExamples } from '../src/seed/seedExamples';
import { worldBeforeAll } from './support/actors';
import { describeEngines, type TestApi } from './support/testApi';

const examples = readExampleFiles();

/** Everything a write could touch, to show that /examples writes change nothing. */
async function snapshot(api: TestApi) {
  const tables = [
    'apps',
    'team',
    'invitations',
    'test_settings',
    'undo_stacks',
    'app_changes',
    'events',
    'mouse_tracks',
    'annotations',
    'comments',
  ];
  const out: Record<string, unknown> = {};
  for (const t of tables) out[t] = await api.knex(t).select().orderByRaw('1');
  return out;
}

describe('example fixtures', () => {
  it('are real prototypes: valid documents whose lines, children, tasks and hashes hold together', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const { file, example } of examples) {
      const app = migrateApp(example.app);
      expect(startScreen(app), file).toBeTruthy();
      expect(Object.keys(app.screens).length, file).toBeGreaterThanOrEqual(2);
      const targets = new Set([...Object.keys(app.screens), ...Object.keys(app.widgets)]);
      for (const line of Object.values(app.lines)) {
        expect(app.widgets[line.from], `${file} ${line.id}`).toBeTruthy();
        expect(app.screens[line.to], `${file} ${line.id}`).toBeTruthy();
      }
      const placed = Object.values(app.screens).flatMap((s) => s.children);
      expect(placed.sort(), file).toEqual(Object.keys(app.widgets).sort());
      const settings = example.testSettings as {
        tasks: Array<{ flow: Array<{ screen: string; widget: string | null }> }>;
      };
      expect(settings.tasks.length, file).toBeGreaterThan(0);
      for (const step of settings.tasks.flatMap((t) => t.flow)) {
        expect(app.screens[step.screen], file).toBeTruthy();
        if (step.widget) expect(targets.has(step.widget), file).toBe(true);
      }
      expect(
        Object.values(example.invitations).every((h) => /^[A-Za-z0-9_-]{32,}$/.test(h)),
        file,
      ).toBe(true);
    }
  });
});

describeEngines('examples', (api) => {
  const w = worldBeforeAll(api);
  const shop = examples.find((e) => (e.example.app as { id: string }).id === 'example-shop-checkout')!.example;
  const shopId = 'example-shop-checkout';

  describe('seeding', () => {
    it('seeds once however often it runs, also at the same time, owned by a user who cannot log in', async () => {
      const logs: string[] = [];
      await seedExamples(api().knex, (l) => logs.push(l));
      await Promise.all([seedExamples(api().knex, () => {}), seedExamples(api().knex, () => {})]);
      const ids = examples.map((e) => (e.example.app as { id: string }).id);
      const apps = await api().knex('apps').whereIn('id', ids).select('id', 'owner_id', 'is_public');
      expect(apps).toHaveLength(examples.length);
      for (const app of apps) expect(app).toMatchObject({ owner_id: EXAMPLES_USER.id });
      expect(apps.every((a) => a.is_public === true || a.is_public === 1)).toBe(true);
      expect(await api().knex('invitations').whereIn('app_id', ids).count({ n: '*' })).toEqual([
        { n: 3 * examples.length },
      ]);
      expect(await api().knex('test_settings').whereIn('app_id', ids).count({ n: '*' })).toEqual([
        { n: examples.length },
      ]);
      expect(await api().knex('team').whereIn('app_id', ids).count({ n: '*' })).toEqual([{ n: examples.length }]);
      const user = await api().knex('users').where({ id: EXAMPLES_USER.id }).first('password_hash', 'email');
      expect(user).toEqual({ password_hash: null, email: EXAMPLES_USER.email });
      expect(logs.some((l) => l.includes(shopId))).toBe(true);
    });

    it('lists the seeded examples as public apps without login', async () => {
      const res = await api().get('/rest/apps/public');
      expect(res.status).toBe(200);
      const listed = res.body.map((a: { id: string }) => a.id);
      for (const { example } of examples) expect(listed).toContain((example.app as { id: string }).id);
      expect(res.body.find((a: { id: string }) => a.id === shopId)).toMatchObject({
        name: 'Shop checkout',
        counts: { screens: 4 },
      });
      // each with the hash of its test link, which plays it
      for (const { example } of examples) {
        const listedExample = res.body.find((a: { id: string }) => a.id === (example.app as { id: string }).id);
        expect(listedExample.testHash).toBe((example.invitations as { test: string }).test);
        expect((await api().get(`/rest/invitation/${listedExample.testHash}/app.json`)).status).toBe(200);
      }
      expect(listed).not.toContain(w.appId);
    });
  });

  describe('reading', () => {
    it('serves a public example app, by id and by hash, without login', async () => {
      const byId = await api().get(`/examples/apps/${shopId}.json`);
      expect(byId.status).toBe(200);
      expect(byId.body).toEqual(migrateApp(shop.app));
      const byHash = await api().get(`/examples/invitation/${shop.invitations.test}/app.json`);
      expect(byHash.status).toBe(200);
      expect(byHash.body).toEqual(byId.body);
    });

    it('serves its test settings and command stack', async () => {
      const settings = await api().get(`/examples/test/${shopId}.json`);
      expect(settings.status).toBe(200);
      expect(settings.body).toMatchObject({ ...(shop.testSettings as object), appID: shopId });
      const commands = await api().get(`/examples/commands/${shopId}.json`);
      expect(commands.status).toBe(200);
      expect(commands.body).toEqual({ stack: [], pos: 0, lastUUID: 0, appID: shopId });
    });

    it('hides every app that is not public behind a 404, and rejects malformed ids', async () => {
      for (const path of [
        `/examples/apps/${w.appId}.json`,
        `/examples/invitation/${w.hashes.test}/app.json`,
        `/examples/commands/${w.appId}.json`,
        `/examples/test/${w.appId}.json`,
        '/examples/apps/no-such-app.json',
      ]) {
        const res = await api().get(path, w.owner.token);
        expect(res.status, path).toBe(404);
        expect(res.body.error.code).toBe('not_found');
      }
      const malformed = await api().get('/examples/apps/a%20b.json');
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.field).toBe('id');
    });
  });

  describe('writes change nothing', () => {
    const paths = [
      `/examples/apps/${shopId}.json`,
      `/examples/test/${shopId}.json`,
      `/examples/commands/${shopId}.json`,
      `/examples/commands/${shopId}/add`,
      `/examples/invitation/x/app.json`,
      `/examples/events/${shopId}.json`,
      `/examples/annotations/apps/${shopId}`,
      '/examples/anything/else',
      '/examples',
    ];
    const cases = paths.flatMap((path) => ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [method, path] as const));

    it.each(cases)('%s %s → 405 read_only', async (method, path) => {
      const before = await snapshot(api());
      const res = await api().request(method, path, {
        body: { name: 'Hacked', stack: [], pos: 0, tasks: [] },
        token: w.owner.token,
      });
      expect(res.status).toBe(405);
      expect(res.body.error.code).toBe('read_only');
      expect(await snapshot(api())).toEqual(before);
    });
  });
});
