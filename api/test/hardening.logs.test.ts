// What reaches the log when a query fails: the error, the table and the rows, never the statement
// (a bulk insert's statement with its hundreds of placeholders and values made a 7 KB line).
import { afterEach, expect, it } from 'vitest';
import { worldBeforeAll } from './support/actors';
import { createRecordingApp, makeEvents } from './support/recordedData';
import { describeEngines, type TestApi } from './support/testApi';

/** Makes every insert into `events` fail the way a bug or an unexpected constraint would (a 500). */
async function breakEventInserts(api: TestApi): Promise<() => Promise<void>> {
  if (api.engine === 'pg') {
    await api.knex.raw(`CREATE FUNCTION refuse_events() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'events are refused for this test'; END $$ LANGUAGE plpgsql`);
    await api.knex.raw(
      'CREATE TRIGGER refuse_events BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_events()',
    );
    return async () => {
      await api.knex.raw('DROP TRIGGER refuse_events ON events');
      await api.knex.raw('DROP FUNCTION refuse_events()');
    };
  }
  await api.knex.raw(
    "CREATE TRIGGER refuse_events BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'events are refused for this test'); END",
  );
  return async () => void (await api.knex.raw('DROP TRIGGER refuse_events'));
}

describeEngines('hardening: log lines of failed queries', (api) => {
  const w = worldBeforeAll(api);
  let repair: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await repair?.();
    repair = undefined;
  });

  it('a failed bulk insert logs one short line: the error, the table and the row count, no SQL', async () => {
    const { post } = await createRecordingApp(api(), w);
    const events = makeEvents(200, { note: 'secret-value-in-a-row' });
    repair = await breakEventInserts(api());
    const from = api().logs.length;
    const res = await post(events);
    expect(res.status).toBe(500);
    const lines = api()
      .logs.slice(from)
      .filter((l) => l.startsWith('error '));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toContain('events are refused for this test');
    expect(line).toMatch(/insert into events, 200 rows/);
    expect(line.length).toBeLessThan(400);
    expect(line).not.toMatch(/values|\$\d+|\?|select .* as|secret-value/i);
  });
});
