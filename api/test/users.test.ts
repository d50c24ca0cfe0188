import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from './support/actors';
import { describeEngines, postRaw } from './support/testApi';
import { DAY, mails, signUpAndLogin, uniqueEmail } from './support/users';

describeEngines('users', (api) => {
  afterEach(async () => {
    await api().knex('rate_limits').del(); // every request comes from 127.0.0.1
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
      const broken = await postRaw(api(), '/rest/user', '{"email":');
      expect(broken.status).toBe(400);
      const form = await postRaw(api(), '/rest/user', 'email=a@b.c', 'application/x-www-form-urlencoded');
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
        expect(res.body).toEqual({ type: 'error', errors: ['user.login.fail'] });
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
          type: 'error',
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
        .knex('rate_limits')
        .update({ resets_at: Date.now() - 60_000 });
      const later = await api().post('/rest/login', { email: u.email, password: u.password });
      expect(later.status).toBe(200);
      expect(later.body.token).toBeDefined();
    });

    it('a successful login forgets the failures of the email at this address, not those of the address', async () => {
      const u = await signUpAndLogin(api());
      await api().knex('rate_limits').del();
      for (let i = 0; i < 2; i++) await api().post('/rest/login', { email: u.email, password: 'wrong-pass' });
      const keys = async () =>
        (await api().knex('rate_limits').select('key', 'count')).map((r) => `${r.key.split(':')[0]}=${r.count}`).sort();
      expect(await keys()).toEqual(['login-email-ip=2', 'login-email=2', 'login-ip=2']);
      expect((await api().post('/rest/login', { email: u.email, password: u.password })).body.token).toBeDefined();
      expect(await keys()).toEqual(['login-email=2', 'login-ip=2']);
    });

    it('refuses an address after 20 failures within the window, whatever the email', async () => {
      const u = await signUpAndLogin(api());
      await api()
        .knex('rate_limits')
        .insert({ key: 'login-ip:127.0.0.1', count: 19, resets_at: Date.now() + 14 * 60_000 })
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
        type: 'error',
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
});
