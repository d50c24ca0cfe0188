// Makers of recorded data for the events, mouse and ingestion tests.
import { randomUUID } from 'node:crypto';
import { createAppFor, createInvitation, type World } from './actors';
import type { TestApi } from './testApi';

/**
 * A fresh app of the world's owner, with its reader and writer in the team and a test invitation,
 * so that each test reads only its own data. `post` uploads events, `postMouse` mouse tracks.
 */
export async function createRecordingApp(api: TestApi, w: World, options: { isPublic?: boolean } = {}) {
  const appId = await createAppFor(api, w.owner, options);
  const now = Date.now();
  await api.knex('team').insert([
    { app_id: appId, user_id: w.reader.id, role: 'read', created: now },
    { app_id: appId, user_id: w.writer.id, role: 'write', created: now },
  ]);
  const hash = await createInvitation(api, appId, 'test');
  return {
    appId,
    hash,
    post: (body: unknown) => api.post(`/rest/invitation/${appId}/${hash}/events.json`, body),
    postMouse: (body: unknown) => api.post(`/rest/invitation/${appId}/${hash}/mouse.json`, body),
  };
}

/** How many rows of `table` are the app's. */
export async function appRowCount(api: TestApi, appId: string, table = 'events'): Promise<number> {
  return Number((await api.knex(table).where({ app_id: appId }).count({ n: '*' }))[0]!.n);
}

let clock = 1_700_000_000_000;

export function makeEvent(fields: Record<string, unknown> = {}): Record<string, unknown> & { id: string } {
  clock += 7;
  return {
    id: randomUUID(),
    session: 'S1',
    user: { id: 'U1', name: 'tester' },
    screen: 's1',
    widget: null,
    type: 'ScreenClick',
    time: clock,
    x: 0.5,
    y: 0.25,
    scrollTop: 0,
    ...fields,
  } as Record<string, unknown> & { id: string };
}

export function makeEvents(n: number, fields: Record<string, unknown> = {}) {
  return Array.from({ length: n }, () => makeEvent(fields));
}

export function makeTrack(fields: Record<string, unknown> = {}, samples = 5): Record<string, unknown> & { id: string } {
  clock += 50 * samples;
  const t = Array.from({ length: samples }, (_, i) => clock + i * 50);
  return {
    id: randomUUID(),
    session: 'S1',
    user: 'U1',
    screen: 's1',
    x: t.map((_, i) => i / samples),
    y: t.map((_, i) => 1 - i / samples),
    c: t.map((_, i) => (i === samples - 1 ? 1 : 0)),
    t,
    sample: 50,
    ...fields,
  } as Record<string, unknown> & { id: string };
}

/** Sorted as the API answers: by time, then id. */
export function byTimeThenId<T extends { time?: unknown; id: string }>(
  records: T[],
  time: (r: T) => number = (r) => r.time as number,
) {
  return [...records].sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
