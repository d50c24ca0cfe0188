// A study of the shop-checkout example with generated sessions, stored as a seed stores them: for
// the figures' tests.
import { expect } from 'vitest';
import { migrateApp, type App, type TaskLike } from '@protolab/shared';
import { exampleSessions } from '../../src/seed/exampleSessions';
import { readExampleFiles } from '../../src/seed/seedExamples';
import { createAppFor, type World } from './actors';
import type { TestApi } from './testApi';

export const shop = readExampleFiles().find((f) => f.file === 'shop-checkout.json')!.example;

/**
 * An app of `w.owner` holding the shop-checkout prototype, its tasks and `sessions` generated
 * sessions (more than one read of 200), stored as a seed stores them.
 */
export async function shopStudy(api: TestApi, w: World, sessions: number, options: { isPublic?: boolean } = {}) {
  const appId = await createAppFor(api, w.owner, options);
  const app = migrateApp({ ...(shop.app as object), id: appId } as App);
  await api
    .knex('apps')
    .where('id', appId)
    .update({ doc: JSON.stringify(app) });
  const tasks = (shop.testSettings as { tasks: TaskLike[] }).tasks;
  expect((await api.post(`/rest/test/${appId}.json`, { tasks }, w.owner.token)).status).toBe(200);
  const { events, tracks } = exampleSessions(app, tasks as never, sessions);
  const rows = <T extends { id: string; session: string; screen: string }>(records: T[], time: (r: T) => number) =>
    records.map((r) => ({
      id: r.id,
      app_id: appId,
      session: r.session,
      screen: r.screen,
      time: time(r),
      doc: JSON.stringify(r),
    }));
  const eventRows = rows(events, (e) => e.time).map((row, i) => ({
    ...row,
    widget: events[i]!.widget,
    type: events[i]!.type,
  }));
  for (let i = 0; i < eventRows.length; i += 200) await api.knex('events').insert(eventRows.slice(i, i + 200));
  const trackRows = rows(tracks, (t) => t.t[0] ?? 0);
  for (let i = 0; i < trackRows.length; i += 200) await api.knex('mouse_tracks').insert(trackRows.slice(i, i + 200));
  return { appId, events, tracks };
}
