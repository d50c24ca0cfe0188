import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@protolab/shared';
import { memoryCookies, memoryItems } from '../testing/memoryStorage';
import { tokenExpiringAt } from '../testing/tokens';
import { createSessionStorage, documentCookies, LOGIN_COOKIE, LOGIN_COOKIE_SECONDS, USER_KEY } from './storage';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);

describe('session storage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const user = () => ({ id: 'u1', email: 'a@b.test', role: 'user', token: tokenExpiringAt(NOW + 7 * DAY_MS) });

  it('keeps the user in localStorage and the login in a cookie for 7 days', () => {
    const items = memoryItems();
    const cookies = memoryCookies();
    const storage = createSessionStorage(items, cookies);
    storage.save(user());
    expect(LOGIN_COOKIE_SECONDS).toBe(7 * 24 * 3600);
    expect(cookies.expires(LOGIN_COOKIE)).toBe(NOW + 7 * DAY_MS);
    expect(JSON.parse(items.getItem(USER_KEY)!)).toMatchObject({ id: 'u1' });

    vi.setSystemTime(NOW + 7 * DAY_MS - 1000);
    expect(storage.load()).toMatchObject({ id: 'u1' });
    vi.setSystemTime(NOW + 7 * DAY_MS + 1);
    expect(storage.load()).toBeUndefined();
  });

  it('does not take a stored user without its cookie, or with another token in it', () => {
    const items = memoryItems();
    const cookies = memoryCookies();
    const storage = createSessionStorage(items, cookies);
    storage.save(user());
    cookies.set(LOGIN_COOKIE, 'another-token', 60);
    expect(storage.load()).toBeUndefined();
    cookies.remove(LOGIN_COOKIE);
    expect(storage.load()).toBeUndefined();
  });

  it('ignores a stored user that is not JSON', () => {
    const items = memoryItems();
    const cookies = memoryCookies();
    items.setItem(USER_KEY, '{broken');
    cookies.set(LOGIN_COOKIE, 't', 60);
    expect(createSessionStorage(items, cookies).load()).toBeUndefined();
  });

  it('clear removes both the stored user and the cookie', () => {
    const items = memoryItems();
    const cookies = memoryCookies();
    const storage = createSessionStorage(items, cookies);
    storage.save(user());
    storage.clear();
    expect(items.getItem(USER_KEY)).toBeNull();
    expect(cookies.get(LOGIN_COOKIE)).toBeUndefined();
  });

  it('writes the browser cookie with Max-Age of 7 days, and removes it with Max-Age 0', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'other=1; protolab_login=a%20b';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const jar = documentCookies(doc, true);
    expect(jar.get(LOGIN_COOKIE)).toBe('a b');
    jar.set(LOGIN_COOKIE, 'x.y.z', LOGIN_COOKIE_SECONDS);
    jar.remove(LOGIN_COOKIE);
    expect(written).toEqual([
      'protolab_login=x.y.z; Max-Age=604800; Path=/; SameSite=Strict; Secure',
      'protolab_login=; Max-Age=0; Path=/; SameSite=Strict; Secure',
    ]);
  });
});
