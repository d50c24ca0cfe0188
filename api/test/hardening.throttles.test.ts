// Throttles and limits a stranger runs into: counted before the work (so parallel requests, on any
// instance, get no more than the limit), per address and per target for what needs no login, lockouts
// that spare the owner's known browser, and wrong keys or passwords that take the same time whether
// or not the account exists.
import argon2 from 'argon2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PARALLEL_HASHING, hashPassword, verifyPassword } from '../src/services/passwords';
import { createAppFor, createInvitation, worldBeforeAll } from './support/actors';
import { deviceCookie, freshIp, postFrom, statuses } from './support/strangers';
import { describeEngines, startTestApi, type Reply } from './support/testApi';
import { until } from './support/until';
import { mails, signUpAndLogin, uniqueEmail } from './support/users';

// Client addresses come from X-Forwarded-For (the app trusts the proxy header when TRUST_PROXY=true).
process.env.TRUST_PROXY = 'true';

const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Medians of `tries` interleaved runs of a and b (interleaved, so load on the machine hits both alike). */
async function medians(tries: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < tries; i++) {
    ta.push(await timed(a));
    tb.push(await timed(b));
  }
  return [median(ta), median(tb)] as const;
}

/**
 * Within a generous factor, plus 10 ms: both may take only a few ms on loopback, where a busy machine
 * adds more than that at random. The leak this guards against is a whole argon2 hash (25 ms or more).
 */
function expectAlike([a, b]: readonly [number, number]) {
  expect(Math.max(a, b), `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`).toBeLessThan(2 * Math.min(a, b) + 10);
}

describeEngines('hardening: throttles', (api) => {
  const w = worldBeforeAll(api);
  afterEach(async () => {
    await api().knex('rate_limits').del();
  });

  describe('counted before checking', () => {
    it('invitation password: 60 parallel guesses get at most 5 checks, and the right one after them gets 429', async () => {
      const set = await api().post(
        `/rest/apps/${w.appId}/invitation/password.json`,
        { password: 'correct-horse' },
        w.owner.token,
      );
      expect(set.status).toBe(200);
      const path = `/rest/invitation/${w.hashes.test}/password.json`;
      const ip = freshIp();
      const guess = (password: string) => postFrom(api(), path, { password }, { ip });
      const early = Array.from({ length: 55 }, (_, i) => guess(`wrong-${i}`));
      // the late ones, the right password among them, go out once the limit is reached
      await until(async () => Number((await api().knex('rate_limits').max({ n: 'count' }).first())?.n ?? 0) >= 5);
      const late = ['wrong-a', 'wrong-b', 'correct-horse', 'wrong-c', 'wrong-d'].map(guess);
      const replies = await Promise.all([...early, ...late]);
      const checked = replies.filter((r) => r.status !== 429);
      expect(checked.length, String(statuses(replies))).toBeLessThanOrEqual(5);
      expect(checked.every((r) => r.status === 401)).toBe(true);
      expect(count(replies, 429)).toBeGreaterThanOrEqual(55);
      expect(replies[57]!.status).toBe(429);
      expect(replies[57]!.body.token).toBeUndefined();
      expect(Number(replies[57]!.headers.get('retry-after'))).toBeGreaterThan(0);
      const after = await guess('correct-horse');
      expect(after.status).toBe(429);
      // another address is not held up by them
      expect((await postFrom(api(), path, { password: 'correct-horse' }, { ip: freshIp() })).status).toBe(200);
    });

    it('login: 60 parallel guesses for one email over two API instances on one database get at most 5 checks', async () => {
      const second = await startTestApi(api().engine, {}, { sameDatabaseAs: api() });
      try {
        const u = await signUpAndLogin(api());
        await api().knex('rate_limits').del();
        const ip = freshIp();
        const instances = [api(), second];
        const guess = (password: string, n: number) =>
          postFrom(instances[n % 2]!, '/rest/login', { email: u.email, password }, { ip });
        const early = Array.from({ length: 55 }, (_, i) => guess(`wrong-${i}`, i));
        await until(async () => Number((await api().knex('rate_limits').max({ n: 'count' }).first())?.n ?? 0) >= 5);
        const late = [u.password, 'wrong-a', u.password, 'wrong-b', 'wrong-c'].map((p, i) => guess(p, i));
        const replies = await Promise.all([...early, ...late]);
        const checked = replies.filter((r) => r.status === 200);
        expect(checked.length, String(statuses(replies))).toBeLessThanOrEqual(5);
        expect(checked.every((r) => r.body.errors !== undefined)).toBe(true);
        expect(count(replies, 429)).toBe(replies.length - checked.length);
        expect(replies[55]!.status).toBe(429);
        expect(replies[57]!.status).toBe(429);
        for (const instance of instances) {
          const right = await postFrom(instance, '/rest/login', { email: u.email, password: u.password }, { ip });
          expect(right.status).toBe(429);
          expect(right.body.token).toBeUndefined();
        }
      } finally {
        await second.close();
      }
    });
  });

  describe('invitation passwords from many addresses', () => {
    it('240 guesses from 40 addresses get at most 30 checks; the 429 says when to try again', async () => {
      const appId = await createAppFor(api(), w.owner);
      const hashes = await Promise.all(
        (['test', 'read', 'write'] as const).map((kind) => createInvitation(api(), appId, kind)),
      );
      const set = await api().post(
        `/rest/apps/${appId}/invitation/password.json`,
        { password: 'right-one' },
        w.owner.token,
      );
      expect(set.status).toBe(200);
      const tryPassword = (hash: string, password: string, ip = freshIp()) =>
        postFrom(api(), `/rest/invitation/${hash}/password.json`, { password }, { ip });
      // a tester who got in before keeps the token
      const early = await tryPassword(hashes[0]!, 'right-one');
      expect(early.status).toBe(200);
      // 40 addresses, 6 guesses each, spread over the test's three hashes
      const replies = (
        await Promise.all(
          Array.from({ length: 40 }, async (_, a) => {
            const ip = freshIp();
            const mine: Reply[] = [];
            for (let i = 0; i < 6; i++) {
              const hash = hashes[(a + i) % 3]!;
              mine.push(await tryPassword(hash, `guess-${a}-${i}`, ip));
            }
            return mine;
          }),
        )
      ).flat();
      const checked = replies.filter((r) => r.status === 401);
      expect(checked.length, String(statuses(replies))).toBeLessThanOrEqual(30);
      expect(count(replies, 429)).toBe(replies.length - checked.length);
      // even the right password, from a new address, waits now…
      const refused = await tryPassword(hashes[1]!, 'right-one');
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      expect(refused.body.error).toMatchObject({ code: 'too_many_requests' });
      expect(refused.body.error.message).toMatch(new RegExp(`try again in ${Math.ceil(seconds / 60)} minutes?`));
      // …while the tester who got in before plays on
      const played = await api().request('GET', `/rest/invitation/${hashes[0]}/app.json`, {
        headers: { 'x-invitation-token': early.body.token },
      });
      expect(played.status).toBe(200);
    }, 120_000); // on the code before the per-test limit its 240 argon2 checks took about 30 s
  });

  describe('lockouts spare the known browser', () => {
    it("a stranger's wrong passwords do not stop the owner's known browser; they do stop unknown ones", async () => {
      const owner = await signUpAndLogin(api());
      const home = freshIp();
      const known = await postFrom(
        api(),
        '/rest/login',
        { email: owner.email, password: owner.password },
        { ip: home },
      );
      expect(known.body.token).toBeDefined();
      const cookie = deviceCookie(known)!;
      expect(cookie).toBeDefined();
      const attributes = known.headers
        .getSetCookie()
        .find((c) => c.startsWith('protolab_device='))!
        .toLowerCase();
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=strict');
      expect(attributes).toContain('path=/rest/login');

      // The stranger, at address A, with a device cookie of an account of their own
      const stranger = await signUpAndLogin(api());
      const a = freshIp();
      const strangerCookie = deviceCookie(
        await postFrom(api(), '/rest/login', { email: stranger.email, password: stranger.password }, { ip: a }),
      )!;
      const tries = [];
      for (let i = 0; i < 12; i++) {
        tries.push(
          await postFrom(
            api(),
            '/rest/login',
            { email: owner.email, password: `guess-${i}` },
            { ip: a, cookie: i % 2 ? strangerCookie : undefined },
          ),
        );
      }
      expect(statuses(tries).slice(5)).toEqual(Array(7).fill(429));
      // an unknown browser at A is locked out, also with the right password…
      expect(
        (await postFrom(api(), '/rest/login', { email: owner.email, password: owner.password }, { ip: a })).status,
      ).toBe(429);
      // …the owner's known browser is not, at home or at A
      for (const ip of [home, a]) {
        const res = await postFrom(
          api(),
          '/rest/login',
          { email: owner.email, password: owner.password },
          { ip, cookie },
        );
        expect(res.status).toBe(200);
        expect(res.body.token).toBeDefined();
      }
    });

    it("an address that failed 20 times does not stop a colleague's known browser behind it", async () => {
      const office = freshIp();
      const colleague = await signUpAndLogin(api());
      const first = await postFrom(
        api(),
        '/rest/login',
        { email: colleague.email, password: colleague.password },
        { ip: office },
      );
      const cookie = deviceCookie(first)!;
      for (let i = 0; i < 20; i++) {
        const res = await postFrom(
          api(),
          '/rest/login',
          { email: uniqueEmail('nobody'), password: 'guess-1' },
          { ip: office },
        );
        expect(res.body.errors).toBeDefined();
      }
      const unknownBrowser = await postFrom(
        api(),
        '/rest/login',
        { email: colleague.email, password: colleague.password },
        { ip: office },
      );
      expect(unknownBrowser.status).toBe(429);
      const knownBrowser = await postFrom(
        api(),
        '/rest/login',
        { email: colleague.email, password: colleague.password },
        { ip: office, cookie },
      );
      expect(knownBrowser.status).toBe(200);
      expect(knownBrowser.body.token).toBeDefined();
    });

    it('a known browser is still throttled on its own: 5 wrong passwords, then 429', async () => {
      const u = await signUpAndLogin(api());
      const ip = freshIp();
      const cookie = deviceCookie(
        await postFrom(api(), '/rest/login', { email: u.email, password: u.password }, { ip }),
      )!;
      for (let i = 0; i < 5; i++) {
        const res = await postFrom(api(), '/rest/login', { email: u.email, password: `guess-${i}` }, { ip, cookie });
        expect(res.body.errors).toBeDefined();
      }
      const refused = await postFrom(api(), '/rest/login', { email: u.email, password: u.password }, { ip, cookie });
      expect(refused.status).toBe(429);
      // a forged device cookie counts for nothing: the browser is an unknown one
      const forged = `protolab_device=${cookie.split('=')[1]!.slice(0, -4)}AAAA`;
      const res = await postFrom(
        api(),
        '/rest/login',
        { email: u.email, password: u.password },
        { ip: freshIp(), cookie: forged },
      );
      expect(res.body.token).toBeDefined();
    });
  });

  describe('limits without login', () => {
    it('contact form: 5 mails per address an hour, 50 in all, then 429 with Retry-After', async () => {
      const before = mails(api()).length;
      const ip = freshIp();
      const send = (from: string) =>
        postFrom(api(), '/rest/contact', { email: 'kim@example.test', message: `hello from ${from}` }, { ip: from });
      const own: Reply[] = [];
      for (let i = 0; i < 6; i++) own.push(await send(ip));
      expect(statuses(own)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(Number(own[5]!.headers.get('retry-after'))).toBeGreaterThan(3000);
      const everybody = await Promise.all(Array.from({ length: 60 }, () => send(freshIp())));
      expect(count(everybody, 200)).toBe(45);
      expect(count(everybody, 429)).toBe(15);
      expect(mails(api()).length - before).toBe(50);
    });

    it('password reset: 3 mails per email an hour, the same answer beyond and for unknown emails; 10 per address', async () => {
      const u = await signUpAndLogin(api());
      const toUser = () => mails(api()).filter((m) => m.to === u.email).length;
      const before = toUser();
      for (const email of [u.email, 'nobody-known@example.test']) {
        for (let i = 0; i < 5; i++) {
          const res = await postFrom(api(), '/rest/user/password/request', { email }, { ip: freshIp() });
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ status: 'ok' });
        }
      }
      expect(toUser() - before).toBe(3);
      const ip = freshIp();
      const replies: Reply[] = [];
      for (let i = 0; i < 11; i++) {
        replies.push(await postFrom(api(), '/rest/user/password/request', { email: uniqueEmail('r') }, { ip }));
      }
      expect(statuses(replies)).toEqual([...Array(10).fill(200), 429]);
      expect(Number(replies[10]!.headers.get('retry-after'))).toBeGreaterThan(3000);
    });

    it('sign-up: 30 parallel sign-ups from one address make at most 20 accounts, the rest 429', async () => {
      const ip = freshIp();
      const users = async () => Number((await api().knex('users').count({ n: '*' }).first())!.n);
      const before = await users();
      const replies = await Promise.all(
        Array.from({ length: 30 }, () =>
          postFrom(api(), '/rest/user', { email: uniqueEmail('many'), password: 'geheim1', tos: true }, { ip }),
        ),
      );
      expect(count(replies, 200)).toBe(20);
      expect(count(replies, 429)).toBe(10);
      expect(Number(replies.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect((await users()) - before).toBe(20);
      // another address still signs up
      expect(
        (
          await postFrom(
            api(),
            '/rest/user',
            { email: uniqueEmail('other'), password: 'geheim1', tos: true },
            { ip: freshIp() },
          )
        ).status,
      ).toBe(200);
    });

    it('error reports: 30 per address an hour, then 429', async () => {
      const ip = freshIp();
      const replies: Reply[] = [];
      for (let i = 0; i < 31; i++) {
        replies.push(await postFrom(api(), '/rest/log/error', { message: `boom ${i}`, entries: [] }, { ip }));
      }
      expect(statuses(replies)).toEqual([...Array(30).fill(200), 429]);
      expect(api().logs.filter((l) => l.includes('boom 30'))).toEqual([]);
    });
  });

  describe('timing tells no account apart', () => {
    it('a wrong reset key takes as long for a known email (with or without an open reset) as for an unknown one', async () => {
      const withReset = await signUpAndLogin(api());
      await postFrom(api(), '/rest/user/password/request', { email: withReset.email }, { ip: freshIp() });
      const withoutReset = await signUpAndLogin(api());
      const setWithWrongKey = (email: string) => async () => {
        const res = await postFrom(
          api(),
          '/rest/user/password/set',
          { email, password: 'new-pass-1', key: 'a-wrong-key-of-good-length-0123456789abcdef' },
          { ip: freshIp() },
        );
        expect(res.status).toBe(400);
      };
      const unknown = setWithWrongKey('nobody-known@example.test');
      await unknown(); // warm up
      expectAlike(await medians(15, setWithWrongKey(withReset.email), unknown));
      expectAlike(await medians(15, setWithWrongKey(withoutReset.email), unknown));
    });

    it('a login with a wrong password takes as long for a known email as for an unknown one', async () => {
      const u = await signUpAndLogin(api());
      const attempt = (email: string) => async () => {
        const res = await postFrom(api(), '/rest/login', { email, password: 'wrong-pass-1' }, { ip: freshIp() });
        expect(res.body.errors).toBeDefined();
      };
      await attempt('nobody-known@example.test')(); // warm up
      expectAlike(await medians(9, attempt(u.email), attempt('nobody-known@example.test')));
    });
  });
});

describe('hardening: password hashing', () => {
  let spies: Array<ReturnType<typeof vi.spyOn>> = [];
  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });

  it(`runs at most ${MAX_PARALLEL_HASHING} argon2 hashes or checks at once (each holds 19 MiB)`, async () => {
    let running = 0;
    let most = 0;
    const track =
      <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        running++;
        most = Math.max(most, running);
        try {
          return await original(...args);
        } finally {
          running--;
        }
      };
    const hash = argon2.hash.bind(argon2);
    const verify = argon2.verify.bind(argon2);
    spies = [
      vi.spyOn(argon2, 'hash').mockImplementation(track(hash) as typeof argon2.hash),
      vi.spyOn(argon2, 'verify').mockImplementation(track(verify) as typeof argon2.verify),
    ];
    const hashes = await Promise.all(Array.from({ length: 12 }, (_, i) => hashPassword(`password-${i}`)));
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, `password-${i}`)));
    expect(checks.every(Boolean)).toBe(true);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(MAX_PARALLEL_HASHING);
  });
});
