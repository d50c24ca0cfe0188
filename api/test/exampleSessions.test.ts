// The generated sessions of the example prototypes: deterministic, walking the prototype, seeded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessions, migrateApp, taskFigures } from '@protolab/shared';
import { EXAMPLE_SESSION_COUNT, exampleSessions } from '../src/seed/exampleSessions';
import { readExampleFiles, seedExamples } from '../src/seed/seedExamples';
import { startTestApi, type TestApi } from './support/testApi';

describe('example sessions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { SEED_EXAMPLES: 'true' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('are the same on every run and give every task starts and successes', () => {
    for (const { example } of readExampleFiles()) {
      const app = migrateApp(example.app);
      const tasks = (example.testSettings as { tasks: Parameters<typeof exampleSessions>[1] }).tasks;
      const first = exampleSessions(app, tasks);
      expect(exampleSessions(app, tasks)).toEqual(first);
      const sessions = buildSessions(first.events);
      expect(sessions).toHaveLength(EXAMPLE_SESSION_COUNT);
      expect(first.tracks.length).toBeGreaterThan(EXAMPLE_SESSION_COUNT);
      for (const figures of taskFigures(sessions, tasks as never)) {
        expect(figures.starts, figures.name).toBeGreaterThan(0);
        expect(figures.successes, figures.name).toBeGreaterThan(0);
      }
    }
  });

  it('are served by the public example routes and seeded only once', async () => {
    const [{ example }] = readExampleFiles();
    const appId = (example.app as { id: string }).id;
    const events = await api.get(`/examples/events/${appId}.json`);
    expect(events.status).toBe(200);
    expect(new Set((events.body as Array<{ session: string }>).map((e) => e.session)).size).toBe(EXAMPLE_SESSION_COUNT);
    const count = async () => Number((await api.knex('events').count({ n: '*' }).first())?.n);
    const before = await count();
    await seedExamples(api.knex, () => undefined);
    expect(await count()).toBe(before);
  });
});
