// The generated sessions of the example prototypes: deterministic, walking the prototype, seeded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessions, migrateApp, surveyAnswers, surveyFields, taskFigures } from '@protolab/shared';
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

  it('answer each form field with what it asks for: names, streets, cities, postcodes, emails, options, ticks', () => {
    const answers = new Map<string, unknown[]>(); // the field's wording → every answer given
    for (const { example } of readExampleFiles()) {
      const app = migrateApp(example.app);
      const tasks = (example.testSettings as { tasks: Parameters<typeof exampleSessions>[1] }).tasks;
      const fields = surveyFields(app);
      for (const row of surveyAnswers(buildSessions(exampleSessions(app, tasks).events), fields))
        for (const field of fields)
          if (field.widget in row.answers)
            answers.set(field.header, [...(answers.get(field.header) ?? []), row.answers[field.widget]]);
    }
    const given = (header: string) => {
      const values = answers.get(header) ?? [];
      expect(values.length, header).toBeGreaterThan(5);
      return values;
    };
    const names = new Set(given('Full name'));
    for (const name of names) expect(name).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u);
    for (const street of given('Street and number')) {
      expect(street).toMatch(/\p{L}.* \d+$/u);
      expect(names.has(street)).toBe(false);
    }
    for (const city of given('City')) {
      expect(city).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(names.has(city)).toBe(false);
    }
    for (const postcode of given('Postcode')) expect(postcode).toMatch(/^\d{5}$/);
    for (const email of given('Email')) expect(email).toMatch(/^[^@\s]+@[^@\s]+\.\w+$/);
    // the shoe size is one of the drop-down's options (40–44 in the example), sizes vary
    const sizes = given('Size');
    for (const size of sizes) expect(['40', '41', '42', '43', '44']).toContain(size);
    expect(new Set(sizes).size).toBeGreaterThan(1);
    // check boxes are ticked by some testers and left by others
    expect(new Set(given('Save my address for next time'))).toEqual(new Set([true, false]));
    expect(new Set(given('I accept the terms'))).toEqual(new Set([true, false]));
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
