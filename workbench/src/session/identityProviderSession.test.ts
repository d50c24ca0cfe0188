import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, type ExternalLoginInput } from '@protolab/shared';
import { memoryCookies, memoryItems } from '../testing/memoryStorage';
import { tokenExpiringAt } from '../testing/tokens';
import {
  externalLoginInput,
  startIdentityProviderSession,
  type IdentityProviderAdapter,
} from './identityProviderSession';
import { createSessionStore } from './sessionStore';
import { createSessionStorage } from './storage';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
const SECOND = 1000;

/** A provider whose tokens live `lifetime` ms; refresh hands out a new one unless told to fail. */
function fakeProvider(options: { loggedIn?: boolean; lifetime?: number } = {}) {
  const lifetime = options.lifetime ?? 10 * 60 * SECOND;
  const claims = { sub: 'idp-42', email: 'ada@example.test', given_name: 'Ada', family_name: 'Lovelace' };
  let token: string | undefined;
  const provider = {
    refuseRefresh: false as boolean,
    init: vi.fn(async () => {
      if (options.loggedIn === false) return false;
      token = tokenExpiringAt(Date.now() + lifetime, claims);
      return true;
    }),
    token: () => token,
    refresh: vi.fn(async (_minValiditySeconds: number) => {
      if (provider.refuseRefresh) return false;
      token = tokenExpiringAt(Date.now() + lifetime, claims);
      return true;
    }),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
  } satisfies IdentityProviderAdapter & { refuseRefresh: boolean };
  return provider;
}

function setup(provider: ReturnType<typeof fakeProvider>) {
  const store = createSessionStore(createSessionStorage(memoryItems(), memoryCookies()));
  const externalLogin = vi.fn(async (input: ExternalLoginInput) => ({
    id: 'u1',
    email: input.email,
    name: input.name,
    role: 'user',
    token: tokenExpiringAt(Date.now() + 7 * DAY_MS),
  }));
  const lost = vi.fn();
  const idp = startIdentityProviderSession({ adapter: provider, store, externalLogin, lost });
  return { store, externalLogin, lost, idp };
}

describe('identity-provider session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('a silent check at start; logged in at the provider → POST /rest/user/external → logged in', async () => {
    const provider = fakeProvider();
    const s = setup(provider);
    await expect(s.idp.ready).resolves.toBe(true);
    expect(provider.init).toHaveBeenCalledOnce();
    expect(s.externalLogin).toHaveBeenCalledWith({
      id: 'idp-42',
      email: 'ada@example.test',
      name: 'Ada',
      lastname: 'Lovelace',
      token: provider.token(),
    });
    expect(s.store.user()).toMatchObject({ id: 'u1', name: 'Ada' });
    s.idp.stop();
  });

  it('not logged in at the provider: stays a guest, no external login', async () => {
    const provider = fakeProvider({ loggedIn: false });
    const s = setup(provider);
    await expect(s.idp.ready).resolves.toBe(false);
    expect(s.externalLogin).not.toHaveBeenCalled();
    expect(s.store.isLoggedIn()).toBe(false);
    s.idp.stop();
  });

  it('checks the token every 60 s and refreshes it when under 300 s remain', async () => {
    const provider = fakeProvider({ lifetime: 10 * 60 * SECOND });
    const s = setup(provider);
    await s.idp.ready;
    // 600 s of life: the checks at 60…300 s find ≥ 300 s left
    await vi.advanceTimersByTimeAsync(300 * SECOND);
    expect(provider.refresh).not.toHaveBeenCalled();
    // at 360 s, 240 s are left
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(provider.refresh).toHaveBeenCalledExactlyOnceWith(300);
    // the new token lives 600 s again: next refresh 6 checks later
    await vi.advanceTimersByTimeAsync(300 * SECOND);
    expect(provider.refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(provider.refresh).toHaveBeenCalledTimes(2);
    expect(s.lost).not.toHaveBeenCalled();
    s.idp.stop();
  });

  it('a refused refresh ends the session', async () => {
    const provider = fakeProvider({ lifetime: 200 * SECOND });
    const s = setup(provider);
    await s.idp.ready;
    provider.refuseRefresh = true;
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(provider.refresh).toHaveBeenCalledOnce();
    expect(s.lost).toHaveBeenCalledOnce();
    s.idp.stop();
  });

  it('stop ends the checks', async () => {
    const provider = fakeProvider({ lifetime: 100 * SECOND });
    const s = setup(provider);
    await s.idp.ready;
    s.idp.stop();
    await vi.advanceTimersByTimeAsync(10 * 60 * SECOND);
    expect(provider.refresh).not.toHaveBeenCalled();
  });

  it('reads the external login from the token, and nothing from a token without sub or email', () => {
    expect(externalLoginInput(tokenExpiringAt(NOW, { sub: 'a', email: 'a@b.test' }))).toEqual({
      id: 'a',
      email: 'a@b.test',
      name: undefined,
      lastname: undefined,
      token: expect.any(String),
    });
    expect(externalLoginInput(tokenExpiringAt(NOW, { sub: 'a' }))).toBeUndefined();
    expect(externalLoginInput(undefined)).toBeUndefined();
  });
});
