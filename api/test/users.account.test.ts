import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createAppFor, createUser, worldBeforeAll } from './support/actors';
import { startFakeIdp } from './support/fakeIdp';
import { imageForm, pngFile } from './support/imageFiles';
import { describeEngines } from './support/testApi';
import { DAY, mails, signUpAndLogin, uniqueEmail } from './support/users';

let seq = 0;

// One local identity provider for the file; each engine's API is started pointing at it.
const idp = await startFakeIdp();
afterAll(() => idp.close());
const CLIENT = 'protolab-workbench';
/** A token of the provider issued to our client. */
const sign = (claims: Parameters<typeof idp.sign>[0], options?: Parameters<typeof idp.sign>[1]) =>
  idp.sign({ aud: CLIENT, ...claims }, options);

describeEngines(
  'users: account, contact, notifications, pictures, external login',
  (api) => {
    afterEach(async () => {
      await api().knex('rate_limits').del(); // every request comes from 127.0.0.1
    });

    describe('retire', () => {
      it('deletes the account with its logins and apps, and its memberships elsewhere', async () => {
        const u = await signUpAndLogin(api());
        const actor = { id: u.id, email: u.email, token: u.token };
        const ownApp = await createAppFor(api(), actor);
        const host = await createUser(api(), 'host');
        const hostApp = await createAppFor(api(), host);
        await api().knex('team').insert({ app_id: hostApp, user_id: u.id, role: 'write', created: Date.now() });
        const up = await api().request('POST', `/rest/images/${hostApp}`, {
          raw: imageForm([{ name: 'kept.png', bytes: pngFile(2, 2) }]),
          token: u.token,
        });
        expect(up.status).toBe(200);

        const res = await api().get('/rest/retire', u.token);
        expect(res.status).toBe(200);
        expect(await api().knex('users').where({ id: u.id }).first()).toBeUndefined();
        expect(await api().knex('login_sessions').where({ user_id: u.id })).toHaveLength(0);
        expect(await api().knex('apps').where({ id: ownApp }).first()).toBeUndefined();
        expect(await api().knex('team').where({ user_id: u.id })).toHaveLength(0);
        expect(await api().knex('apps').where({ id: hostApp }).first()).toBeDefined();
        // The picture in the host's app stays, now owned by the host.
        expect((await api().knex('images').where({ id: up.body.uploads[0].id }).first()).user_id).toBe(host.id);
        expect((await api().get(`/rest/images/${up.body.uploads[0].url}`, host.token)).status).toBe(200);
        expect((await api().get(`/rest/user/${u.id}.json`, u.token)).status).toBe(401);
        expect((await api().post('/rest/login', { email: u.email, password: u.password })).body.errors).toBeDefined();
      });
    });

    describe('contact', () => {
      it('mails the message to the operators', async () => {
        const res = await api().post('/rest/contact', {
          name: 'Kim\nBcc: x@y',
          email: 'Kim@Example.test',
          message: 'Hello there',
        });
        expect(res.status).toBe(200);
        const mail = mails(api()).find((m) => m.text.includes('Hello there'))!;
        expect(mail).toMatchObject({
          to: 'team@protolab.local',
          replyTo: 'kim@example.test',
          created: expect.any(Number),
        });
        expect(mail.subject).not.toMatch(/\n/);
      });

      it.each([
        ['no email', { message: 'hi' }, 'email'],
        ['no message', { email: 'ab@example.test' }, 'message'],
        ['a blank message', { email: 'ab@example.test', message: '   ' }, 'message'],
        ['5001 characters', { email: 'ab@example.test', message: 'x'.repeat(5001) }, 'message'],
        ['an unknown field', { email: 'ab@example.test', message: 'hi', phone: '1' }, 'phone'],
        ['a number as name', { email: 'ab@example.test', message: 'hi', name: 1 }, 'name'],
      ])('rejects %s and mails nothing', async (_label, body, field) => {
        const before = mails(api()).length;
        const res = await api().post('/rest/contact', body);
        expect(res.status).toBe(400);
        expect(res.body.error.field).toBe(field);
        expect(mails(api())).toHaveLength(before);
      });

      it('takes a message of exactly 5000 characters', async () => {
        expect(
          (await api().post('/rest/contact', { email: 'ab@example.test', message: 'y'.repeat(5000) })).status,
        ).toBe(200);
      });
    });

    describe('notifications', () => {
      it('gives guests the welcome notice only', async () => {
        const res = await api().get('/rest/notifications.json');
        expect(res.status).toBe(200);
        expect(res.body).toEqual([expect.objectContaining({ id: 'welcome', type: 'UserJourney', isNew: false })]);
      });

      it('gives a new user the welcome notice, flagged new until seen', async () => {
        const u = await signUpAndLogin(api());
        const res = await api().get('/rest/notifications.json', u.token);
        expect(res.body).toEqual([expect.objectContaining({ id: 'welcome', isNew: true, title: expect.any(String) })]);
        const seen = await api().post('/rest/user/notification/last.json', undefined, u.token);
        expect(seen.status).toBe(200);
        expect((await api().get('/rest/notifications.json', u.token)).body[0].isNew).toBe(false);
      });

      it('adds one due tip per visit, remembers it, and waits a day for the next', async () => {
        const u = await createUser(api(), '');
        await api()
          .knex('users')
          .where({ id: u.id })
          .update({ created: Date.now() - 10 * DAY, login_count: 9, name: null });
        const first = await api().get('/rest/notifications.json', u.token);
        expect(first.body.map((n: { id: string }) => n.id)).toEqual(['video-tip', 'welcome']);
        expect(first.body[0].isNew).toBe(true);
        const stored = JSON.parse((await api().knex('users').where({ id: u.id }).first()).notifications);
        expect(Object.keys(stored)).toEqual(['video-tip']);
        const second = await api().get('/rest/notifications.json', u.token);
        expect(second.body.map((n: { id: string }) => n.id)).toEqual(['video-tip', 'welcome']);
      });

      it('reads and sets the last notification time', async () => {
        const u = await createUser(api(), 'n');
        expect((await api().get('/rest/user/notification/last.json', u.token)).body).toEqual({ lastNotification: 0 });
        const t = Date.now() - 5000;
        const set = await api().post('/rest/user/notification/last.json', { lastNotification: t }, u.token);
        expect(set.body).toEqual({ lastNotification: t });
        expect((await api().get('/rest/user/notification/last.json/', u.token)).body).toEqual({ lastNotification: t });
        const before = Date.now();
        const now = await api().post('/rest/user/notification/last.json', undefined, u.token);
        expect(now.body.lastNotification).toBeGreaterThanOrEqual(before);
        for (const body of [
          { lastNotification: Date.now() + 5 * 60_000 },
          { lastNotification: 'yesterday' },
          { lastNotification: -1 },
          { lastNotification: 1.5 },
          { at: 1 },
        ]) {
          const r = await api().post('/rest/user/notification/last.json', body, u.token);
          expect(r.status, JSON.stringify(body)).toBe(400);
          expect(r.body.error.field).toBe(Object.keys(body)[0]);
        }
        expect(Number((await api().knex('users').where({ id: u.id }).first()).last_notification)).toBe(
          now.body.lastNotification,
        );
      });
    });

    describe('profile picture', () => {
      const w = worldBeforeAll(api);

      it('uploads, shows to team mates, and deletes the own picture', async () => {
        const bytes = pngFile(64, 64);
        const up = await api().request('POST', `/rest/user/${w.owner.id}/images`, {
          raw: imageForm([{ name: 'me.png', bytes }]),
          token: w.owner.token,
        });
        expect(up.status).toBe(200);
        const file = up.body.uploads[0].url as string;
        expect(up.body.uploads[0]).toMatchObject({ width: 64, height: 64, mime: 'image/png' });
        expect((await api().get(`/rest/user/${w.owner.id}.json`, w.owner.token)).body.image).toBe(file);
        const seen = await fetch(`${api().url}/rest/images/users/${w.owner.id}/${file}`, {
          headers: { authorization: `Bearer ${w.reader.token}` },
        });
        expect(seen.status).toBe(200);
        expect(Buffer.from(await seen.arrayBuffer()).equals(bytes)).toBe(true);
        expect((await api().get(`/rest/images/users/${w.owner.id}/${file}`, w.other.token)).status).toBe(403);

        // Choosing it again by name works; another user's picture cannot be chosen.
        expect(
          (await api().post(`/rest/user/${w.owner.id}.json`, { image: null }, w.owner.token)).body.image,
        ).toBeNull();
        expect((await api().post(`/rest/user/${w.owner.id}.json`, { image: file }, w.owner.token)).body.image).toBe(
          file,
        );
        expect((await api().post(`/rest/user/${w.other.id}.json`, { image: file }, w.other.token)).status).toBe(400);

        const del = await api().del(`/rest/user/${w.owner.id}/images/${file}`, w.owner.token);
        expect(del.status).toBe(200);
        expect(del.body.image).toBeNull();
        expect(await api().knex('images').where({ user_id: w.owner.id }).whereNull('app_id')).toHaveLength(0);
        expect((await api().get(`/rest/images/users/${w.owner.id}/${file}`, w.owner.token)).status).toBe(404);
        expect((await api().del(`/rest/user/${w.owner.id}/images/${file}`, w.owner.token)).status).toBe(404);
      });

      it('replaces the previous picture on a new upload', async () => {
        const first = await api().request('POST', `/rest/user/${w.writer.id}/images`, {
          raw: imageForm([{ name: 'a.png', bytes: pngFile(2, 2) }]),
          token: w.writer.token,
        });
        const second = await api().request('POST', `/rest/user/${w.writer.id}/images`, {
          raw: imageForm([{ name: 'b.png', bytes: pngFile(3, 3) }]),
          token: w.writer.token,
        });
        const rows = await api().knex('images').where({ user_id: w.writer.id }).whereNull('app_id');
        expect(rows.map((r) => r.id)).toEqual([second.body.uploads[0].id]);
        expect(
          (await api().get(`/rest/images/users/${w.writer.id}/${first.body.uploads[0].url}`, w.writer.token)).status,
        ).toBe(404);
      });

      it.each([
        [
          'two files',
          () =>
            imageForm([
              { name: 'a.png', bytes: pngFile(2, 2) },
              { name: 'b.png', bytes: pngFile(2, 2) },
            ]),
          413,
        ],
        ['a text file', () => imageForm([{ name: 'a.png', bytes: Buffer.from('text') }]), 415],
        ['no file', () => new FormData(), 400],
      ])('rejects %s and stores nothing', async (_label, make, status) => {
        const before = await api().knex('images').where({ user_id: w.reader.id });
        const res = await api().request('POST', `/rest/user/${w.reader.id}/images`, {
          raw: make(),
          token: w.reader.token,
        });
        expect(res.status).toBe(status);
        expect(res.body.error.field).toBe('file');
        expect(await api().knex('images').where({ user_id: w.reader.id })).toEqual(before);
      });
    });

    describe('external login', () => {
      const external = (body: unknown) => api().post('/rest/user/external', body);
      const person = () => {
        const n = ++seq;
        return {
          id: `idp-user-${n}-${Date.now()}`,
          email: `ext-${n}-${Date.now()}@example.test`,
          name: 'Ext',
          lastname: 'User',
        };
      };

      it('logs in with a valid provider token, making the account on first use', async () => {
        const p = person();
        const token = await sign({ sub: p.id, email: p.email, email_verified: true });
        const res = await external({ ...p, token });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          email: p.email,
          name: 'Ext',
          lastname: 'User',
          loginCount: 1,
          token: expect.any(String),
        });
        expect(res.body.token).not.toBe(token);
        const row = await api().knex('users').where({ id: res.body.id }).first();
        expect(row).toMatchObject({ external_id: p.id, password_hash: null });
        expect((await api().get(`/rest/user/${res.body.id}.json`, res.body.token)).status).toBe(200);
        const again = await external({ ...p, token: await sign({ sub: p.id, email: p.email }) });
        expect(again.body).toMatchObject({ id: res.body.id, loginCount: 2 });
        expect(idp.jwksRequests()).toBeGreaterThan(0);
      });

      it('joins an existing password account when the provider vouches for its email', async () => {
        const u = await signUpAndLogin(api());
        const sub = `idp-linked-${++seq}`;
        const res = await external({
          id: sub,
          email: u.email,
          token: await sign({ sub, email: u.email, email_verified: true }),
        });
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(u.id);
        expect((await api().knex('users').where({ id: u.id }).first()).external_id).toBe(sub);
      });

      it('does not join an existing account on the word of the body alone', async () => {
        const u = await signUpAndLogin(api());
        const sub = `idp-claims-${++seq}`;
        const res = await external({ id: sub, email: u.email, token: await sign({ sub }) });
        expect(res.status).toBe(400);
        expect(res.body.error.field).toBe('token');
        expect((await api().knex('users').where({ id: u.id }).first()).external_id).toBeNull();
      });

      it.each([
        [
          'an expired token',
          async (p: { id: string; email: string }) => sign({ sub: p.id, email: p.email }, { expiresIn: -120 }),
          401,
          'token_expired',
          'token',
        ],
        [
          'a token signed with another key',
          async (p: { id: string; email: string }) => sign({ sub: p.id, email: p.email }, { key: 'unpublished' }),
          401,
          'invalid_token',
          'token',
        ],
        [
          'a token of another issuer',
          async (p: { id: string; email: string }) =>
            sign({ sub: p.id, email: p.email }, { issuer: 'https://evil.example' }),
          401,
          'invalid_token',
          'token',
        ],
        ['a token that is no JWT', async () => 'not-a-jwt', 401, 'invalid_token', 'token'],
        [
          'a token for another user id',
          async (p: { id: string; email: string }) => sign({ sub: `${p.id}-else`, email: p.email }),
          401,
          'invalid_token',
          'id',
        ],
        [
          'an email other than the token’s',
          async (p: { id: string; email: string }) => sign({ sub: p.id, email: `x${p.email}` }),
          400,
          'bad_request',
          'email',
        ],
      ])('refuses %s and makes no account', async (_label, makeToken, status, code, field) => {
        const p = person();
        const res = await external({ ...p, token: await makeToken(p) });
        expect(res.status).toBe(status);
        expect(res.body.error).toMatchObject({ code, field });
        expect(await api().knex('users').where({ email: p.email }).first()).toBeUndefined();
      });

      it.each([
        ['no token', { id: 'x', email: 'ab@example.test' }, 'token'],
        ['no id', { email: 'ab@example.test', token: 'x' }, 'id'],
        ['an id too long', { id: 'i'.repeat(256), email: 'ab@example.test', token: 'x' }, 'id'],
        ['an unknown field', { id: 'x', email: 'ab@example.test', token: 'x', role: 'admin' }, 'role'],
      ])('rejects %s with a 400', async (_label, body, field) => {
        const res = await external(body);
        expect(res.status).toBe(400);
        expect(res.body.error.field).toBe(field);
      });
    });

    it('never logs passwords, tokens or keys', async () => {
      const password = 'Pa55-word-in-the-clear';
      const wrong = 'Wr0ng-guess-in-the-clear';
      const newPassword = 'N3w-pass-in-the-clear';
      const email = uniqueEmail('logs');
      await api().post('/rest/user', { email, password, tos: true });
      const token = (await api().post('/rest/login', { email, password })).body.token as string;
      await api().post('/rest/login', { email, password: wrong });
      await api().get('/rest/notifications.json', token);
      await api().request('GET', `/rest/notifications.json?jwt=${token}`);
      await api().post('/rest/user/password/request', { email });
      const key = /key=([\w-]+)/.exec(
        mails(api())
          .filter((m) => m.to === email.toLowerCase())
          .pop()!.text,
      )![1]!;
      await api().post('/rest/user/password/set', { email, password: newPassword, key: `${key}-wrong` });
      expect((await api().post('/rest/user/password/set', { email, password: newPassword, key })).status).toBe(200);
      const sub = `idp-logs-${++seq}`;
      const idpToken = await sign({ sub, email: `ext-${email}`.toLowerCase(), email_verified: true });
      const ext = await api().post('/rest/user/external', { id: sub, email: `ext-${email}`, token: idpToken });
      expect(ext.status).toBe(200);
      await api().post('/rest/user/external', { id: sub, email: `ext-${email}`, token: `${idpToken}x` });
      const logs = api().logs.join('\n');
      expect(logs).toContain('/rest/user/password/set');
      for (const secret of [password, wrong, newPassword, token, key, idpToken, ext.body.token]) {
        expect(logs).not.toContain(secret);
      }
    });
  },
  { OIDC_JWKS_URL: idp.jwksUrl, OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: CLIENT },
);
