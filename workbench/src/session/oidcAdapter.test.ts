import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryItems } from '../testing/memoryStorage';
import { tokenExpiringAt } from '../testing/tokens';
import { createOidcAdapter, type OidcEnvironment } from './oidcAdapter';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
const PROVIDER = { url: 'https://id.example.test/', realm: 'team', clientId: 'workbench' };
const ENDPOINT = 'https://id.example.test/realms/team/protocol/openid-connect';

/** A browser tab at `href` whose token endpoint answers with `answer`. */
function fakeEnvironment(
  href: string,
  answer: () => { status: number; body: unknown } = () => ({ status: 200, body: {} }),
) {
  const storage = memoryItems();
  const assigned: string[] = [];
  const replaced: string[] = [];
  const posts: Array<{ url: string; params: Record<string, string> }> = [];
  const env: OidcEnvironment = {
    location: { href, assign: (url) => void assigned.push(url) },
    replaceUrl: (url) => void replaced.push(url),
    storage,
    async fetch(url, init) {
      posts.push({ url, params: Object.fromEntries(new URLSearchParams(init.body)) });
      const { status, body } = answer();
      return { status, json: async () => body };
    },
    randomBytes: (count) => new Uint8Array(count).fill(7),
    sha256: async (text) => new Uint8Array(createHash('sha256').update(text).digest()).buffer,
  };
  return { env, storage, assigned, replaced, posts };
}

const tokens = (lifetimeMs = 300_000) => ({
  status: 200,
  body: {
    access_token: tokenExpiringAt(Date.now() + lifetimeMs, { sub: 'idp-1', email: 'a@b.test' }),
    refresh_token: 'refresh-1',
  },
});

describe('OIDC adapter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('the silent check: once per tab, a prompt=none round trip with PKCE', async () => {
    const tab = fakeEnvironment('https://wb.example.test/#/help.html');
    const adapter = createOidcAdapter(PROVIDER, tab.env);
    void adapter.init(); // the page leaves: never settles
    await vi.waitFor(() => expect(tab.assigned).toHaveLength(1));
    const auth = new URL(tab.assigned[0]);
    expect(`${auth.origin}${auth.pathname}`).toBe(`${ENDPOINT}/auth`);
    const verifier = tab.storage.getItem('oidc.verifier')!;
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(Object.fromEntries(auth.searchParams)).toEqual({
      client_id: 'workbench',
      redirect_uri: 'https://wb.example.test/',
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid email profile',
      state: tab.storage.getItem('oidc.state'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    expect(tab.storage.getItem('oidc.return')).toBe('#/help.html');

    // the next page of the same tab does not try again
    const again = createOidcAdapter(PROVIDER, {
      ...tab.env,
      location: { href: 'https://wb.example.test/#/', assign: tab.env.location.assign },
    });
    await expect(again.init()).resolves.toBe(false);
    expect(tab.assigned).toHaveLength(1);
  });

  it('back with a code: cleans the address, trades the code with the verifier, holds the token', async () => {
    const tab = fakeEnvironment('https://wb.example.test/?state=S&session_state=x&code=C1', tokens);
    tab.storage.setItem('oidc.state', 'S');
    tab.storage.setItem('oidc.verifier', 'V');
    tab.storage.setItem('oidc.return', '#/help.html');
    const adapter = createOidcAdapter(PROVIDER, tab.env);
    await expect(adapter.init()).resolves.toBe(true);
    expect(tab.replaced).toEqual(['/#/help.html']);
    expect(tab.posts).toEqual([
      {
        url: `${ENDPOINT}/token`,
        params: {
          client_id: 'workbench',
          grant_type: 'authorization_code',
          code: 'C1',
          redirect_uri: 'https://wb.example.test/',
          code_verifier: 'V',
        },
      },
    ]);
    expect(adapter.token()).toMatch(/^ey/);
    expect(tab.storage.getItem('oidc.refresh')).toBe('refresh-1');
    expect(tab.storage.getItem('oidc.state')).toBeNull();
  });

  it('back with login_required, or with a state it did not send: not logged in, no token call', async () => {
    for (const query of ['?error=login_required&state=S', '?state=OTHER&code=C1']) {
      const tab = fakeEnvironment(`https://wb.example.test/${query}`, tokens);
      tab.storage.setItem('oidc.state', 'S');
      const adapter = createOidcAdapter(PROVIDER, tab.env);
      await expect(adapter.init()).resolves.toBe(false);
      expect(tab.replaced).toEqual(['/#/']);
      expect(tab.posts).toEqual([]);
      expect(adapter.token()).toBeUndefined();
    }
  });

  it('a reload uses the kept refresh token instead of a round trip', async () => {
    const tab = fakeEnvironment('https://wb.example.test/#/my-account.html', tokens);
    tab.storage.setItem('oidc.refresh', 'refresh-0');
    await expect(createOidcAdapter(PROVIDER, tab.env).init()).resolves.toBe(true);
    expect(tab.posts[0].params).toEqual({
      client_id: 'workbench',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-0',
    });
    expect(tab.assigned).toEqual([]);
  });

  it('refresh(300) calls the provider only when under 300 s are left; a refusal drops the refresh token', async () => {
    let answer: { status: number; body: unknown } = tokens(600_000);
    const tab = fakeEnvironment('https://wb.example.test/', () => answer);
    tab.storage.setItem('oidc.refresh', 'refresh-0');
    const adapter = createOidcAdapter(PROVIDER, tab.env);
    await adapter.init();
    expect(tab.posts).toHaveLength(1);
    vi.setSystemTime(NOW + 299_000);
    await expect(adapter.refresh(300)).resolves.toBe(true);
    expect(tab.posts).toHaveLength(1);
    vi.setSystemTime(NOW + 301_000);
    await expect(adapter.refresh(300)).resolves.toBe(true);
    expect(tab.posts).toHaveLength(2);
    answer = { status: 400, body: { error: 'invalid_grant' } };
    vi.setSystemTime(NOW + 700_000);
    await expect(adapter.refresh(300)).resolves.toBe(false);
    expect(adapter.token()).toBeUndefined();
    expect(tab.storage.getItem('oidc.refresh')).toBeNull();
  });

  it('login goes to the provider without prompt=none; logout ends the provider session', async () => {
    const tab = fakeEnvironment('https://wb.example.test/#/');
    tab.storage.setItem('oidc.refresh', 'refresh-0');
    const adapter = createOidcAdapter(PROVIDER, tab.env);
    void adapter.login();
    await vi.waitFor(() => expect(tab.assigned).toHaveLength(1));
    expect(new URL(tab.assigned[0]).searchParams.has('prompt')).toBe(false);
    await adapter.logout();
    expect(tab.assigned[1]).toBe(
      `${ENDPOINT}/logout?client_id=workbench&post_logout_redirect_uri=${encodeURIComponent('https://wb.example.test/')}`,
    );
    expect(tab.storage.getItem('oidc.refresh')).toBeNull();
  });
});
