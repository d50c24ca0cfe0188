import { test } from 'vitest';
import { readFileSync } from 'node:fs';
import { migrateApp, buildSessions, taskFigures } from '@protolab/shared';
import { exampleSessions } from '../src/seed/exampleSessions';
test('gen', () => {
  for (const f of ['shop-checkout','newsletter-signup']) {
    const ex = JSON.parse(readFileSync(`/work/main/fixtures/examples/${f}.json`,'utf8'));
    const app = migrateApp(ex.app);
    const { events, tracks } = exampleSessions(app, ex.testSettings.tasks);
    const s = buildSessions(events as never);
    const tf = taskFigures(s, ex.testSettings.tasks);
    console.log(f, events.length, tracks.length, s.length, tf.map(t=>[t.name,t.starts,t.successes, t.details?.funnel]));
  }
});
