// Locked out: after many wrong passwords from many addresses, the owner gets in from a new browser
// through a one-time link mailed on request, which answers alike whether or not the account exists.
import { afterEach, expect, it } from 'vitest';
import { deviceCookie, freshIp, postFrom, statuses, type From } from './support/strangers';
import { describeEngines, type Reply } from './support/testApi';
import { until } from './support/until';
import { mails, signUpAndLogin, uniqueEmail } from './support/users';

// Client addresses come from X-Forwarded-For (the app trusts the proxy header when TRUST_PROXY=true).
process.env.TRUST_PROXY = 'true';

describeEngines('hardening: locked out, a one-time link by mail', (api) => {
  afterEach(async () => {
    await api().knex('rate_limits').del();
  });

  const unlockKey = (email: string) => {
    const mail = mails(api())
      .filter((m) => m.to === email)
      .pop();
    return mail && /#\/unlock\.html\?email=([^&\s]+)&key=([\w.-]+)/.exec(mail.text);
  };

  it('after 30 wrong passwords from 30 addresses the owner gets in from a new address through the mailed link, once', async () => {
    const owner = await signUpAndLogin(api());
    await api().knex('rate_limits').del();
    for (let i = 0; i < 30; i++) {
      await postFrom(api(), '/rest/login', { email: owner.email, password: `guess-${i}` }, { ip: freshIp() });
    }
    const ownerLogin = (from: From) =>
      postFrom(api(), '/rest/login', { email: owner.email, password: owner.password }, from);
    const locked = await ownerLogin({ ip: freshIp() });
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/try again in \d+ minutes?/);

    // the request answers alike for the owner and for an email without an account
    const here = freshIp();
    for (const email of [owner.email, uniqueEmail('nobody')]) {
      const res = await postFrom(api(), '/rest/login/unlock/request', { email }, { ip: here });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    }
    await until(async () => Boolean(unlockKey(owner.email)));
    const link = unlockKey(owner.email);
    expect(decodeURIComponent(link![1]!)).toBe(owner.email);
    const key = link![2]!;

    const unlock = (body: object, ip = here) =>
      postFrom(api(), '/rest/login/unlock', { email: owner.email, password: owner.password, key, ...body }, { ip });
    // a key that is not the mail's, or the mail's key for another email, opens nothing
    for (const wrong of [{ key: `${key.slice(0, -4)}AAAA` }, { key: 'not-a-key' }, { email: uniqueEmail('else') }]) {
      const res = await unlock(wrong);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request', field: 'key' });
    }
    // a wrong password with the right key fails like a login
    expect((await unlock({ password: 'still-guessing' })).body.errors).toBeDefined();

    const opened = await unlock({});
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: owner.id, token: expect.any(String) });
    expect((await api().get(`/rest/user/${owner.id}.json`, opened.body.token)).status).toBe(200);
    // once only
    const again = await unlock({}, freshIp());
    expect(again.status).toBe(400);
    expect(again.body.error.field).toBe('key');
    // the browser is known to the account now: its logins pass the lockout, from any address
    const cookie = deviceCookie(opened)!;
    expect(cookie).toBeDefined();
    const known = await ownerLogin({ ip: freshIp(), cookie });
    expect(known.status).toBe(200);
    expect(known.body.token).toBeDefined();
    // and the lockout stays for every other browser
    const other = await ownerLogin({ ip: freshIp() });
    expect(other.status).toBe(429);
  });

  it('a key takes 5 wrong passwords, then 429; requests: 10 per address, 3 mails per email an hour', async () => {
    const owner = await signUpAndLogin(api());
    expect(
      (await postFrom(api(), '/rest/login/unlock/request', { email: owner.email }, { ip: freshIp() })).status,
    ).toBe(200);
    await until(async () => Boolean(unlockKey(owner.email)));
    const key = unlockKey(owner.email)![2]!;
    const ip = freshIp();
    const tries: Reply[] = [];
    for (let i = 0; i < 6; i++) {
      tries.push(
        await postFrom(api(), '/rest/login/unlock', { email: owner.email, password: `guess-${i}`, key }, { ip }),
      );
    }
    expect(statuses(tries)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(tries.slice(0, 5).every((r) => r.body.errors !== undefined)).toBe(true);

    const toOwner = () => mails(api()).filter((m) => m.to === owner.email).length;
    const before = toOwner();
    for (let i = 0; i < 4; i++) {
      await postFrom(api(), '/rest/login/unlock/request', { email: owner.email }, { ip: freshIp() });
    }
    expect(toOwner() - before).toBe(2); // 3 an hour, one of them sent above
    const from = freshIp();
    const replies: Reply[] = [];
    for (let i = 0; i < 11; i++) {
      replies.push(await postFrom(api(), '/rest/login/unlock/request', { email: uniqueEmail('u') }, { ip: from }));
    }
    expect(statuses(replies)).toEqual([...Array(10).fill(200), 429]);
    expect(Number(replies[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'email'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'a@example.test', extra: 1 }, 'extra'],
    ] as const) {
      const res = await postFrom(api(), '/rest/login/unlock/request', body, { ip: freshIp() });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    const res = await postFrom(
      api(),
      '/rest/login/unlock',
      { email: 'a@example.test', password: 'x1x1x1x1' },
      {
        ip: freshIp(),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('key');
  });
});
