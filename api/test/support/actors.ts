// Test actors made straight in the database, so every route's access tests share one cast
// without depending on the sign-up and team routes they are not about.
import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { TestApi } from './testApi';

export interface Actor {
  id: string;
  email: string;
  token: string;
}

export async function createUser(api: TestApi, name = 'user'): Promise<Actor> {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.test`;
  const now = Date.now();
  await api.knex('users').insert({ id, email, name, role: 'user', plan: 'Free', tos: true, created: now });
  const sid = randomUUID();
  const expires = now + 7 * 24 * 3600 * 1000;
  await api.knex('login_sessions').insert({ id: sid, user_id: id, created: now, expires });
  const token = await api.tokens.sign({ sub: id, sid, role: 'user' }, expires);
  return { id, email, token };
}

export function minimalAppDoc(id: string, name: string) {
  return {
    id,
    name,
    type: 'smartphone',
    screenSize: { w: 375, h: 667 },
    screens: {},
    widgets: {},
    lines: {},
    groups: {},
    templates: {},
    designtokens: {},
  };
}

export async function createAppFor(api: TestApi, owner: Actor, options: { isPublic?: boolean; name?: string } = {}) {
  const id = randomUUID();
  const now = Date.now();
  const name = options.name ?? 'Test app';
  await api.knex('apps').insert({
    id,
    owner_id: owner.id,
    name,
    is_public: options.isPublic ?? false,
    doc: JSON.stringify(minimalAppDoc(id, name)),
    created: now,
    updated: now,
  });
  await api.knex('team').insert({ app_id: id, user_id: owner.id, role: 'owner', created: now });
  return id;
}

export async function createInvitation(api: TestApi, appId: string, permission: 'test' | 'read' | 'write') {
  const hash = randomUUID().replaceAll('-', '');
  await api.knex('invitations').insert({ hash, app_id: appId, permission, created: Date.now() });
  return hash;
}

/** The cast of the access matrix: one app with its team and invitations, and a public example. */
export interface World {
  owner: Actor;
  other: Actor;
  reader: Actor;
  writer: Actor;
  appId: string;
  publicAppId: string;
  otherAppId: string;
  hashes: { test: string; read: string; write: string };
  /** A real hash, but of another app. */
  wrongHash: string;
}

export async function createWorld(api: TestApi): Promise<World> {
  const [owner, other, reader, writer] = await Promise.all(
    ['owner', 'other', 'reader', 'writer'].map((n) => createUser(api, n)),
  );
  const appId = await createAppFor(api, owner!, { name: 'Owned app' });
  const now = Date.now();
  await api.knex('team').insert([
    { app_id: appId, user_id: reader!.id, role: 'read', created: now },
    { app_id: appId, user_id: writer!.id, role: 'write', created: now },
  ]);
  const otherAppId = await createAppFor(api, other!, { name: 'Other app' });
  const publicAppId = await createAppFor(api, other!, { name: 'Public example', isPublic: true });
  return {
    owner: owner!,
    other: other!,
    reader: reader!,
    writer: writer!,
    appId,
    publicAppId,
    otherAppId,
    hashes: {
      test: await createInvitation(api, appId, 'test'),
      read: await createInvitation(api, appId, 'read'),
      write: await createInvitation(api, appId, 'write'),
    },
    wrongHash: await createInvitation(api, otherAppId, 'test'),
  };
}

/**
 * The cast made once before the tests of the block this is called in (a describeEngines suite or a
 * describe in it). The object is filled in by the block's first hook: read its fields in hooks and
 * tests only, not while the block is being declared.
 */
export function worldBeforeAll(api: () => TestApi): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await createWorld(api()));
  });
  return world;
}
