import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppFor, createUser, createWorld, type World } from './support/actors';
import { imageForm, pngFile } from './support/imageFiles';
import { startFakeIdp } from './support/fakeIdp';
import { engines, pgAvailable, startTestApi, type TestApi } from './support/testApi';

const DAY = 24 * 3600 * 1000;
let seq = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}@Example.test`;

function mails(api: TestApi): Array<{ to: string; subject: string; text: string; replyTo?: string; created: number }> {
  const dir = join(api.config.dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

async function signUpAndLogin(api: TestApi, password = 'secret-pass-1') {
  const email = uniqueEmail('u');
  const signed = await api.post('/rest/user', { email, password, tos: true });
  expect(signed.status).toBe(200);
  const login = await api.post('/rest/login', { email, password });
  expect(login.status).toBe(200);
  return { id: signed.body.id as string, email: email.toLowerCase(), password, token: login.body.token as string };
}

// One local identity provider for the file; each engine's API is started pointing at it.
const idp = await startFakeIdp();
afterAll(() => idp.close());

function describeEnginesWithIdp(title: string, suite: (api: () => TestApi) => void): void {
  for (const engine of engines) {
    describe.skipIf(engine === 'pg' && !pgAvailable)(`${title} [${engine}]`, () => {
      let api: TestApi;
      beforeAll(async () => {
        api = await startTestApi(engine, { OIDC_JWKS_URL: idp.jwksUrl, OIDC_ISSUER: idp.issuer });
      });
      afterAll(async () => {
        await api?.close();
      });
      suite(() => api);
    });
  }
}

describeEnginesWithIdp('users', (api) => {
  afterEach(async () => {
    await api().knex('login_failures').del(); // every request comes from 127.0.0.1
  });

  describe('sign up', () => {
    it('creates the user with a normalised email and an argon2id hash, and answers without it', async () => {
      const email = `  ${uniqueEmail('Sign')}  `;
      const res = await api().post('/rest/user', {
        email,
        password: 'geheim1',
        tos: true,
        name: 'Ada',
        lastname: 'Lovelace',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email: email.trim().toLowerCase(),
        name: 'Ada',
        lastname: 'Lovelace',
        role: 'user',
        plan: 'Free',
        tos: true,
        loginCount: 0,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon|password|geheim1/i);
      const row = await api().knex('users').where({ id: res.body.id }).first();
      expect(row.email).toBe(email.trim().toLowerCase());
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a second account for the same address, in any case', async () => {
      const email = uniqueEmail('dup');
      expect((await api().post('/rest/user', { email, password: 'geheim1', tos: true })).status).toBe(200);
      const res = await api().post('/rest/user', { email: email.toUpperCase(), password: 'other12', tos: true });
      expect(res.status).toBe(409);
      expect(res.body.error.field).toBe('email');
      expect(await api().knex('users').where({ email: email.toLowerCase() })).toHaveLength(1);
    });

    const bad: Array<[string, unknown, string]> = [
      ['no email', { password: 'geheim1', tos: true }, 'email'],
      ['a broken email', { email: 'not-an-email', password: 'geheim1', tos: true }, 'email'],
      ['a short password', { email: 'short@example.test', password: '12345', tos: true }, 'password'],
      ['tos not accepted', { email: 'tos@example.test', password: 'geheim1', tos: false }, 'tos'],
      ['no tos', { email: 'tos2@example.test', password: 'geheim1' }, 'tos'],
      ['a number as name', { email: 'n@example.test', password: 'geheim1', tos: true, name: 5 }, 'name'],
      ['an unknown field', { email: 'r@example.test', password: 'geheim1', tos: true, role: 'admin' }, 'role'],
      ['an array', [], ''],
    ];
    it.each(bad)('rejects %s with a 400 naming the field, storing nothing', async (_label, body, field) => {
      const before = await api().knex('users').count({ n: '*' });
      const res = await api().post('/rest/user', body);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(await api().knex('users').count({ n: '*' })).toEqual(before);
    });

    it('rejects invalid JSON and other content types', async () => {
      const broken = await api().request('POST', '/rest/user', {
        raw: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      const form = await api().request('POST', '/rest/user', {
        raw: 'email=a@b.c',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
    });
  });

  describe('login and logout', () => {
    it('logs in for 7 days: token, session row, lastlogin and loginCount', async () => {
      const email = uniqueEmail('login');
      const { body: user } = await api().post('/rest/user', { email, password: 'geheim1', tos: true });
      const before = Date.now();
      const res = await api().post('/rest/login/', { email: email.toUpperCase(), password: 'geheim1' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: user.id,
        email: email.toLowerCase(),
        role: 'user',
        loginCount: 1,
        token: expect.any(String),
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.exp).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
      expect(res.body.exp).toBeLessThanOrEqual(Date.now() + 7 * DAY);
      expect(res.body.lastlogin).toBeGreaterThanOrEqual(before);
      const sessions = await api().knex('login_sessions').where({ user_id: user.id });
      expect(sessions).toHaveLength(1);
      expect(Number(sessions[0].expires)).toBe(res.body.exp);
      const me = await api().get(`/rest/user/${user.id}.json`, res.body.token);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: user.id, loginCount: 1 });
      expect(me.body.token).toBeUndefined();
      const again = await api().post('/rest/login', { email, password: 'geheim1' });
      expect(again.body.loginCount).toBe(2);
    });

    it('answers a wrong password or an unknown email with the errors field and nothing else', async () => {
      const u = await signUpAndLogin(api());
      const sessions = await api().knex('login_sessions').where({ user_id: u.id }).count({ n: '*' });
      for (const body of [
        { email: u.email, password: 'wrong-password' },
        { email: 'nobody-here@example.test', password: 'whatever1' },
      ]) {
        const res = await api().post('/rest/login', body);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ errors: ['user.login.fail'] });
      }
      expect(await api().knex('login_sessions').where({ user_id: u.id }).count({ n: '*' })).toEqual(sessions);
    });

    it('rejects bad login input with a 400', async () => {
      expect((await api().post('/rest/login', { email: 'ab@example.test' })).body.error.field).toBe('password');
      expect(
        (await api().post('/rest/login', { email: 'ab@example.test', password: 'geheim1', remember: true })).body.error
          .field,
      ).toBe('remember');
      expect((await api().post('/rest/login', { email: 7, password: 'geheim1' })).status).toBe(400);
    });

    it('ends the login at once on logout', async () => {
      const u = await signUpAndLogin(api());
      expect((await api().get(`/rest/user/${u.id}.json`, u.token)).status).toBe(200);
      const res = await api().del('/rest/login/', u.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(await api().knex('login_sessions').where({ user_id: u.id })).toHaveLength(0);
      const after = await api().get(`/rest/user/${u.id}.json`, u.token);
      expect(after.status).toBe(401);
    });

    it('refuses logins for an email after 5 failures, with Retry-After, until the window passes', async () => {
      const u = await signUpAndLogin(api());
      for (let i = 0; i < 5; i++) {
        expect((await api().post('/rest/login', { email: u.email, password: `wrong-${i}-x` })).body).toEqual({
          errors: ['user.login.fail'],
        });
      }
      const refused = await api().post('/rest/login', { email: u.email, password: u.password });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('too_many_requests');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // Another email from the same address still gets in.
      const other = await api().post('/rest/user', { email: uniqueEmail('ok'), password: 'geheim1', tos: true });
      expect(
        (await api().post('/rest/login', { email: other.body.email, password: 'geheim1' })).body.token,
      ).toBeDefined();
      // The window passes (moved back in the shared table, as another instance would see it).
      await api()
        .knex('login_failures')
        .update({ first_at: Date.now() - 16 * 60_000, blocked_until: Date.now() - 60_000 });
      const later = await api().post('/rest/login', { email: u.email, password: u.password });
      expect(later.status).toBe(200);
      expect(later.body.token).toBeDefined();
    });

    it('a successful login forgets the failures of the email, not those of the address', async () => {
      const u = await signUpAndLogin(api());
      for (let i = 0; i < 2; i++) await api().post('/rest/login', { email: u.email, password: 'wrong-pass' });
      const keys = async () =>
        (await api().knex('login_failures').select('key', 'count'))
          .map((r) => `${r.key.split(':')[0]}=${r.count}`)
          .sort();
      expect(await keys()).toEqual(['email=2', 'ip=2']);
      expect((await api().post('/rest/login', { email: u.email, password: u.password })).body.token).toBeDefined();
      expect(await keys()).toEqual(['ip=2']);
    });

    it('refuses an address after 20 failures within the window, whatever the email', async () => {
      const u = await signUpAndLogin(api());
      await api()
        .knex('login_failures')
        .insert({ key: 'ip:127.0.0.1', count: 19, first_at: Date.now() - 60_000, blocked_until: null })
        .onConflict('key')
        .merge();
      expect(
        (await api().post('/rest/login', { email: uniqueEmail('x'), password: 'wrong-pass' })).body.errors,
      ).toBeDefined();
      const res = await api().post('/rest/login', { email: u.email, password: u.password });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('own user', () => {
    it('saves name, lastname and tos, and refuses unknown fields', async () => {
      const u = await signUpAndLogin(api());
      const res = await api().post(
        `/rest/user/${u.id}.json`,
        { name: ' Grace ', lastname: 'Hopper', tos: true },
        u.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: u.id, name: 'Grace', lastname: 'Hopper', tos: true });
      expect(await api().knex('users').where({ id: u.id }).first()).toMatchObject({
        name: 'Grace',
        lastname: 'Hopper',
      });
      for (const [body, field] of [
        [{ role: 'admin' }, 'role'],
        [{ email: 'new@example.test' }, 'email'],
        [{ name: 42 }, 'name'],
        [{ name: 'x'.repeat(201) }, 'name'],
        [{ image: 'http://tracker.example/pixel.gif' }, 'image'],
        [{ password: 'newpass1' }, 'oldPassword'],
        [{ password: 'newpass1', oldPassword: 'wrong-old' }, 'oldPassword'],
        [{ password: '123', oldPassword: u.password }, 'password'],
      ] as const) {
        const r = await api().post(`/rest/user/${u.id}.json`, body, u.token);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.error.field).toBe(field);
      }
      const row = await api().knex('users').where({ id: u.id }).first();
      expect(row).toMatchObject({ name: 'Grace', role: 'user', image: null, email: u.email });
      expect((await api().post('/rest/login', { email: u.email, password: 'newpass1' })).body.errors).toBeDefined();
    });

    it('changes the password with the old one: other logins end, this one stays', async () => {
      const u = await signUpAndLogin(api());
      const second = (await api().post('/rest/login', { email: u.email, password: u.password })).body.token;
      const res = await api().post(
        `/rest/user/${u.id}.json`,
        { password: 'brand-new-1', oldPassword: u.password },
        u.token,
      );
      expect(res.status).toBe(200);
      expect((await api().get(`/rest/user/${u.id}.json`, u.token)).status).toBe(200);
      expect((await api().get(`/rest/user/${u.id}.json`, second)).status).toBe(401);
      expect((await api().post('/rest/login', { email: u.email, password: u.password })).body).toEqual({
        errors: ['user.login.fail'],
      });
      expect((await api().post('/rest/login', { email: u.email, password: 'brand-new-1' })).body.token).toBeDefined();
    });

    it("never shows or changes another user's record", async () => {
      const a = await createUser(api(), 'a');
      const b = await createUser(api(), 'b');
      expect((await api().get(`/rest/user/${b.id}.json`, a.token)).status).toBe(403);
      expect((await api().post(`/rest/user/${b.id}.json`, { name: 'hacked' }, a.token)).status).toBe(403);
      expect((await api().get(`/rest/user/${b.id}.json`)).status).toBe(401);
      expect((await api().knex('users').where({ id: b.id }).first()).name).toBe('b');
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown emails, and mails nobody', async () => {
      const before = mails(api()).length;
      const res = await api().post('/rest/user/password/request', { email: 'nobody-at-all@example.test' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(mails(api())).toHaveLength(before);
    });

    it('mails a one-hour key, stores only its hash, and sets the password once', async () => {
      const u = await signUpAndLogin(api());
      const res = await api().post('/rest/user/password/request', { email: u.email.toUpperCase() });
      expect(res.status).toBe(200);
      const mail = mails(api()).find((m) => m.to === u.email)!;
      expect(mail.subject).toMatch(/password/i);
      const key = /key=([\w-]+)/.exec(mail.text)![1]!;
      const row = await api().knex('password_resets').where({ user_id: u.id }).first();
      expect(row.key_hash).not.toContain(key);
      expect(Number(row.expires)).toBeGreaterThan(Date.now() + 59 * 60_000);
      expect(Number(row.expires)).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

      const wrong = await api().post('/rest/user/password/set', {
        email: u.email,
        password: 'reset-pass-1',
        key: `${key}x`,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.field).toBe('key');

      const set = await api().post('/rest/user/password/set', { email: u.email, password: 'reset-pass-1', key });
      expect(set.status).toBe(200);
      expect((await api().get(`/rest/user/${u.id}.json`, u.token)).status).toBe(401);
      expect((await api().post('/rest/login', { email: u.email, password: 'reset-pass-1' })).body.token).toBeDefined();
      const twice = await api().post('/rest/user/password/set', { email: u.email, password: 'reset-pass-2', key });
      expect(twice.status).toBe(400);
      expect(twice.body.error.field).toBe('key');
    });

    it('refuses an expired key', async () => {
      const u = await signUpAndLogin(api());
      await api().post('/rest/user/password/request', { email: u.email });
      const key = /key=([\w-]+)/.exec(
        mails(api())
          .filter((m) => m.to === u.email)
          .pop()!.text,
      )![1]!;
      await api()
        .knex('password_resets')
        .where({ user_id: u.id })
        .update({ expires: Date.now() - 1 });
      const res = await api().post('/rest/user/password/set', { email: u.email, password: 'reset-pass-1', key });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('key');
      expect((await api().post('/rest/login', { email: u.email, password: u.password })).body.token).toBeDefined();
    });

    it.each([
      ['/rest/user/password/request', 'no email', {}, 'email'],
      ['/rest/user/password/request', 'an unknown field', { email: 'ab@example.test', extra: 1 }, 'extra'],
      ['/rest/user/password/set', 'no key', { email: 'ab@example.test', password: 'geheim1' }, 'key'],
      [
        '/rest/user/password/set',
        'a short password',
        { email: 'ab@example.test', password: 'short', key: 'k' },
        'password',
      ],
      [
        '/rest/user/password/set',
        'a key too long',
        { email: 'ab@example.test', password: 'geheim1', key: 'k'.repeat(513) },
        'key',
      ],
      [
        '/rest/user/password/set',
        'a key of the wrong type',
        { email: 'ab@example.test', password: 'geheim1', key: 5 },
        'key',
      ],
    ])('POST %s with %s → 400', async (path, _label, body, field) => {
      const res = await api().post(path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
    });
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
      expect((await api().post('/rest/contact', { email: 'ab@example.test', message: 'y'.repeat(5000) })).status).toBe(
        200,
      );
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
    let w: World;
    beforeAll(async () => {
      w = await createWorld(api());
    });

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
      const seen = await fetch(`${api().url}/rest/user/${w.owner.id}/images/${file}`, {
        headers: { authorization: `Bearer ${w.reader.token}` },
      });
      expect(seen.status).toBe(200);
      expect(Buffer.from(await seen.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await api().get(`/rest/user/${w.owner.id}/images/${file}`, w.other.token)).status).toBe(403);

      // Choosing it again by name works; another user's picture cannot be chosen.
      expect((await api().post(`/rest/user/${w.owner.id}.json`, { image: null }, w.owner.token)).body.image).toBeNull();
      expect((await api().post(`/rest/user/${w.owner.id}.json`, { image: file }, w.owner.token)).body.image).toBe(file);
      expect((await api().post(`/rest/user/${w.other.id}.json`, { image: file }, w.other.token)).status).toBe(400);

      const del = await api().del(`/rest/user/${w.owner.id}/images/${file}`, w.owner.token);
      expect(del.status).toBe(200);
      expect(del.body.image).toBeNull();
      expect(await api().knex('images').where({ user_id: w.owner.id }).whereNull('app_id')).toHaveLength(0);
      expect((await api().get(`/rest/user/${w.owner.id}/images/${file}`, w.owner.token)).status).toBe(404);
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
        (await api().get(`/rest/user/${w.writer.id}/images/${first.body.uploads[0].url}`, w.writer.token)).status,
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
      const token = await idp.sign({ sub: p.id, email: p.email, email_verified: true });
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
      const again = await external({ ...p, token: await idp.sign({ sub: p.id, email: p.email }) });
      expect(again.body).toMatchObject({ id: res.body.id, loginCount: 2 });
      expect(idp.jwksRequests()).toBeGreaterThan(0);
    });

    it('joins an existing password account when the provider vouches for its email', async () => {
      const u = await signUpAndLogin(api());
      const sub = `idp-linked-${++seq}`;
      const res = await external({
        id: sub,
        email: u.email,
        token: await idp.sign({ sub, email: u.email, email_verified: true }),
      });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(u.id);
      expect((await api().knex('users').where({ id: u.id }).first()).external_id).toBe(sub);
    });

    it('does not join an existing account on the word of the body alone', async () => {
      const u = await signUpAndLogin(api());
      const sub = `idp-claims-${++seq}`;
      const res = await external({ id: sub, email: u.email, token: await idp.sign({ sub }) });
      expect(res.status).toBe(409);
      expect(res.body.error.field).toBe('email');
      expect((await api().knex('users').where({ id: u.id }).first()).external_id).toBeNull();
    });

    it.each([
      [
        'an expired token',
        async (p: { id: string; email: string }) => idp.sign({ sub: p.id, email: p.email }, { expiresIn: -120 }),
        401,
        'token_expired',
        'token',
      ],
      [
        'a token signed with another key',
        async (p: { id: string; email: string }) => idp.sign({ sub: p.id, email: p.email }, { key: 'unpublished' }),
        401,
        'invalid_token',
        'token',
      ],
      [
        'a token of another issuer',
        async (p: { id: string; email: string }) =>
          idp.sign({ sub: p.id, email: p.email }, { issuer: 'https://evil.example' }),
        401,
        'invalid_token',
        'token',
      ],
      ['a token that is no JWT', async () => 'not-a-jwt', 401, 'invalid_token', 'token'],
      [
        'a token for another user id',
        async (p: { id: string; email: string }) => idp.sign({ sub: `${p.id}-else`, email: p.email }),
        401,
        'invalid_token',
        'id',
      ],
      [
        'an email other than the token’s',
        async (p: { id: string; email: string }) => idp.sign({ sub: p.id, email: `x${p.email}` }),
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
    const idpToken = await idp.sign({ sub, email: `ext-${email}`.toLowerCase() });
    const ext = await api().post('/rest/user/external', { id: sub, email: `ext-${email}`, token: idpToken });
    expect(ext.status).toBe(200);
    await api().post('/rest/user/external', { id: sub, email: `ext-${email}`, token: `${idpToken}x` });
    const logs = api().logs.join('\n');
    expect(logs).toContain('/rest/user/password/set');
    for (const secret of [password, wrong, newPassword, token, key, idpToken, ext.body.token]) {
      expect(logs).not.toContain(secret);
    }
  });
});
