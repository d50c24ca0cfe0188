// A published test for the player: an app document, its test settings and a test invitation,
// made straight in the database of a real API (SQLite), plus readers for what got recorded.
import { randomUUID } from 'node:crypto';
import { importQuantUxApp, type App, type TestSettingsInput } from '@protolab/shared';
import { createUser, type Actor } from '../../../api/test/support/actors';
import type { TestApi } from '../../../api/test/support/testApi';

export interface PublishedTest {
  appId: string;
  hash: string;
  ownerToken: string;
  owner: Actor;
}

/** Publishes an app document (ours, or a quant-ux export) with test settings; optionally password-protected. */
export async function publishTest(
  api: TestApi,
  doc: unknown,
  options: { settings?: TestSettingsInput; password?: string } = {},
): Promise<PublishedTest> {
  const owner = await createUser(api, 'designer');
  const appId = randomUUID();
  const app: App = { ...importQuantUxApp(doc).app, id: appId };
  const now = Date.now();
  await api.knex('apps').insert({
    id: appId,
    owner_id: owner.id,
    name: app.name,
    is_public: false,
    doc: JSON.stringify(app),
    created: now,
    updated: now,
  });
  await api.knex('team').insert({ app_id: appId, user_id: owner.id, role: 'owner', created: now });
  if (options.settings) {
    await api.knex('test_settings').insert({ app_id: appId, doc: JSON.stringify(options.settings), updated: now });
  }
  const hash = randomUUID().replaceAll('-', '');
  await api.knex('invitations').insert({ hash, app_id: appId, permission: 'test', created: now });
  if (options.password) {
    const answer = await api.post(
      `/rest/apps/${appId}/invitation/password.json`,
      { password: options.password },
      owner.token,
    );
    if (answer.status !== 200)
      throw new Error(`could not set the test password: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { appId, hash, ownerToken: owner.token, owner };
}

export interface StoredEvent {
  id: string;
  session: string;
  screen: string;
  widget: string | null;
  type: string;
  time: number;
  x: number;
  y: number;
  state?: { type: string; value?: unknown };
  gesture?: { type: string };
  overlay?: string;
  device?: { w: number; h: number; qr?: boolean };
}

/** Every stored event of an app, in the order they happened. */
export async function storedEvents(api: TestApi, appId: string): Promise<StoredEvent[]> {
  const rows: Array<{ doc: string }> = await api.knex('events').where({ app_id: appId }).select('doc');
  return rows.map((r) => JSON.parse(r.doc) as StoredEvent).sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1));
}

export async function storedTrackCount(api: TestApi, appId: string): Promise<number> {
  const [{ n }] = await api.knex('mouse_tracks').where({ app_id: appId }).count({ n: '*' });
  return Number(n);
}

/** Waits until `check` passes (it throws until then), polling. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000, everyMs = 200): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
