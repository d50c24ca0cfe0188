// The wire contract holds on the real API: the shared REST client, over HTTP, against the API's own
// router on each engine. Every answer a call gets must parse with that call's answer schema
// (shared/src/client/answerSchemas.ts: the contract's and the records' schemas), so a route that
// answers a shape the contract does not describe fails here, though its own tests may still pass.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerSchemas, createRestClient, isLoginFailure, loginAnswerSchema, type RestClient } from '@protolab/shared';
import { createInvitation, createUser } from './support/actors';
import { newAppBody } from './support/appBodies';
import { describeEngines } from './support/testApi';

type Call = (...args: never[]) => Promise<unknown>;

/**
 * The client with every call's answer checked against its schema: a call without a schema, or an
 * answer the schema refuses, fails the test with the call's name and the schema's complaint.
 */
function checkedClient<T extends object>(client: T, schemas: object, prefix = ''): T {
  return Object.fromEntries(
    Object.entries(client).map(([key, value]) => {
      const name = prefix + key;
      const schema = (schemas as Record<string, unknown>)[key];
      if (typeof value !== 'function')
        return [key, checkedClient(value as object, (schema ?? {}) as object, `${name}.`)];
      return [
        key,
        async (...args: never[]) => {
          const answer = await (value as Call)(...args);
          expect(schema, `${name} has an answer schema`).toBeDefined();
          const parsed = (schema as z.ZodType).safeParse(answer);
          expect(parsed.error?.issues ?? [], `${name} answered ${JSON.stringify(answer).slice(0, 300)}`).toEqual([]);
          return answer;
        },
      ];
    }),
  ) as T;
}

describeEngines('the REST client against the API', (api) => {
  let token: string | undefined;
  let raw: RestClient;
  let client: RestClient;
  let userId: string;
  let appId: string;
  let testHash: string;

  beforeAll(async () => {
    raw = createRestClient({ baseUrl: api().url, getToken: () => token });
    client = checkedClient(raw, answerSchemas);
    const email = `contract-${randomUUID().slice(0, 8)}@example.test`;
    userId = (await client.user.signUp({ email, password: 'secret-pass-1', tos: true, name: 'Cora' })).id;
    const login = await client.user.login({ email, password: 'secret-pass-1' });
    if (isLoginFailure(login)) throw new Error('the login failed');
    // the whole answer of a login, token and expiry too, is the contract's LoginAnswer
    token = loginAnswerSchema.parse(login).token;
    appId = (await client.apps.create(newAppBody('Contract app'))).id;
    testHash = await createInvitation(api(), appId, 'test');
  });

  it('users: own account, notifications, a failed login, logout', async () => {
    const user = await client.user.get(userId);
    await client.user.save(user.id, { lastname: 'Tract' });
    await client.user.lastNotification.get();
    await client.user.lastNotification.set();
    await client.user.notifications();
    expect(isLoginFailure(await client.user.login({ email: user.email, password: 'wrong-pass-1' }))).toBe(true);
    await client.config.get();
  });

  it('apps: documents, props, change sets and the changes since a revision, copies, deletes', async () => {
    // the document with its revision header: no answer of its own (it is apps.get's, checked below)
    const { revision } = await raw.apps.getWithRevision(appId);
    await client.apps.get(appId);
    const screen = { id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: [], props: {} };
    const answer = await client.apps.update(appId, {
      id: randomUUID(),
      base: revision,
      changes: [{ type: 'add', parent: 'screens', id: 's1', object: screen }],
    });
    expect(answer.applied).toBe(1);
    const since = await client.apps.changesSince(appId, revision);
    expect('changes' in since && since.changes.map((c) => c.changes[0]?.id)).toEqual(['s1']);
    await client.apps.saveProps(appId, { description: 'Checked' });
    const copy = await client.apps.copy(appId, 'Contract copy');
    await client.apps.delete(copy.id);
    await client.apps.public();
    expect((await client.apps.summaries()).map((a) => a.id)).toEqual([appId]);
  });

  it('commands: add, undo, redo, pop and the stack', async () => {
    await client.commands.add(appId, { id: 'c1', type: 'AddScreen', modelId: 's1' });
    await client.commands.add(appId, { id: 'c2', type: 'AddScreen', modelId: 's2' });
    const undone = await client.commands.undo(appId, { id: 'c2' });
    expect(undone.command.id).toBe('c2');
    await client.commands.redo(appId);
    await client.commands.pop(appId, 1);
    await client.commands.shift(appId, 1);
    await client.commands.get(appId);
  });

  it('team: add, change, list, suggest, remove', async () => {
    const member = await createUser(api(), 'member');
    await client.team.add(appId, { email: member.email, permission: 'read' });
    await client.team.update(appId, member.id, { permission: 'write' });
    await client.team.list(appId);
    await client.team.suggestions(appId);
    await client.team.remove(appId, member.id);
  });

  it("invitations: the designer's list, and the tester's grant, app, update check and test", async () => {
    await client.invitation.list(appId);
    await client.invitation.get(testHash);
    await client.invitation.app(testHash);
    await client.invitation.update(testHash);
    await client.invitation.test(appId, testHash);
    await client.testSettings.get(appId);
  });

  it('versions: save, list, open, delete', async () => {
    const version = await client.versions.save(appId, { name: 'Contract version' });
    await client.versions.list(appId);
    await client.versions.get(appId, version.id);
    await client.versions.delete(appId, version.id);
  });

  it('events ingest and reads: uploads, count, pages, sessions; mouse tracks', async () => {
    const event = {
      session: 'se1',
      user: 'u1',
      screen: 's1',
      // no widget, as the existing product's tester client sends a SessionStart
      type: 'SessionStart',
      time: Date.now(),
      x: 1,
      y: 2,
    };
    const ingested = await client.invitation.postEvents(appId, testHash, [{ id: 'e1', ...event }]);
    expect(ingested.stored).toEqual(['e1']);
    const track = { id: 'm1', session: 'se1', user: 'u1', screen: 's1', x: [1], y: [2], c: [0 as const], t: [0] };
    await client.invitation.postMouse(appId, testHash, [track]);
    expect(await client.events.count(appId)).toEqual({ count: 1, sessions: 1 });
    await client.events.list(appId);
    await client.events.page(appId, { limit: 1 });
    await client.events.pageAfter(appId, { after: '' });
    await client.events.session(appId, 'se1');
    await client.mouse.page(appId, { after: '' });
    await client.mouse.list(appId);
  });

  it('comments and annotations: create, list, update, delete', async () => {
    const comment = await client.comments.create(appId, { message: 'Looks good', type: 'overview' });
    await client.comments.update(appId, comment.id, { message: 'Looks fine' });
    await client.comments.list(appId);
    await client.comments.delete(appId, comment.id);
    const annotation = await client.annotations.create(appId, { kind: 'session', reference: 'se1' });
    await client.annotations.update(appId, annotation.id, { isValid: false });
    await client.annotations.session(appId);
    await client.annotations.delete(appId, annotation.id);
  });

  it("figures: the study's figures", async () => {
    const figures = await client.figures(appId);
    expect(figures.sessions.map((s) => s.id)).toEqual(['se1']);
  });

  it('logout ends the login', async () => {
    await client.user.logout();
  });
});
