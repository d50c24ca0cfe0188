import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, GUEST_USER } from '@protolab/shared';
import { memoryCookies, memoryItems } from '../testing/memoryStorage';
import { tokenExpiringAt } from '../testing/tokens';
import { createSessionStore } from './sessionStore';
import { createSessionStorage } from './storage';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);

function setup() {
  const storage = createSessionStorage(memoryItems(), memoryCookies());
  return { storage, store: createSessionStore(storage) };
}

const answer = (exp = NOW + 7 * DAY_MS) => ({
  id: 'u1',
  email: 'a@b.test',
  role: 'user',
  name: 'Ada',
  token: tokenExpiringAt(exp),
});

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('starts as the guest: id -1, plan Free', () => {
    const { store } = setup();
    expect(store.user()).toBe(GUEST_USER);
    expect(store.user()).toMatchObject({ id: '-1', plan: 'Free' });
    expect(store.isLoggedIn()).toBe(false);
    expect(store.token()).toBeUndefined();
  });

  it('a login answer without errors logs in, with exp taken from the token', () => {
    const { store, storage } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.login({ ...answer(), exp: 1 })).toBe(true);
    expect(store.isLoggedIn()).toBe(true);
    expect(store.user()).toMatchObject({ id: 'u1', name: 'Ada', exp: NOW + 7 * DAY_MS });
    expect(storage.load()).toMatchObject({ id: 'u1' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('a login answer with errors, or with an expired token, does not', () => {
    const { store } = setup();
    expect(store.login({ errors: ['user.login.fail'] })).toBe(false);
    expect(store.login(answer(NOW - 1000))).toBe(false);
    expect(store.login({ id: 'u1', email: 'a@b.test', role: 'user' })).toBe(false);
    expect(store.isLoggedIn()).toBe(false);
  });

  it('accepts a stored user on the next visit only while its token has not expired', () => {
    const { store, storage } = setup();
    store.login(answer(NOW + 2 * 3600_000));

    vi.setSystemTime(NOW + 3600_000);
    const again = createSessionStore(storage);
    expect(again.isLoggedIn()).toBe(true);
    expect(again.takeExpiredAtStart()).toBe(false);

    vi.setSystemTime(NOW + 2 * 3600_000 + 1);
    const late = createSessionStore(storage);
    expect(late.isLoggedIn()).toBe(false);
    expect(late.takeExpiredAtStart()).toBe(true);
    expect(late.takeExpiredAtStart()).toBe(false);
    expect(storage.load()).toBeUndefined();
  });

  it('update merges a saved profile and keeps the token; clear goes back to guest', () => {
    const { store, storage } = setup();
    store.login(answer());
    const token = store.token();
    store.update({ name: 'Grace', token: 'ignored', id: 'other' });
    expect(store.user()).toMatchObject({ id: 'u1', name: 'Grace', token });
    expect(storage.load()).toMatchObject({ name: 'Grace' });
    store.clear();
    expect(store.user()).toBe(GUEST_USER);
    expect(storage.load()).toBeUndefined();
  });
});
