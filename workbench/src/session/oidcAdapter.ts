// The identity-provider adapter for an OpenID Connect provider with Keycloak's paths
// ({url}/realms/{realm}/protocol/openid-connect/…): authorization code flow with PKCE, a public
// client, no library. The silent single-sign-on check is a `prompt=none` round trip, made once per
// browser tab; the refresh token is kept in sessionStorage so a reload needs no new round trip.
import type { IdentityProviderAdapter } from './identityProviderSession';
import { tokenExpiry } from './jwt';
import type { KeyValueStore } from './storage';

export interface OidcProvider {
  url: string;
  realm: string;
  clientId: string;
}

export interface OidcEnvironment {
  location: { href: string; assign(url: string): void };
  replaceUrl(url: string): void;
  /** Kept for the tab's life (sessionStorage). */
  storage: KeyValueStore;
  fetch(
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ): Promise<{
    status: number;
    json(): Promise<unknown>;
  }>;
  randomBytes(count: number): Uint8Array;
  sha256(text: string): Promise<ArrayBuffer>;
}

export function browserOidcEnvironment(): OidcEnvironment {
  return {
    location: window.location,
    replaceUrl: (url) => window.history.replaceState(null, '', url),
    storage: window.sessionStorage,
    fetch: (url, init) => window.fetch(url, init),
    randomBytes: (count) => crypto.getRandomValues(new Uint8Array(count)),
    sha256: (text) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  };
}

const KEY = {
  state: 'oidc.state',
  verifier: 'oidc.verifier',
  returnTo: 'oidc.return',
  refresh: 'oidc.refresh',
  silentTried: 'oidc.silentTried',
} as const;

const base64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
}

export function createOidcAdapter(
  provider: OidcProvider,
  env: OidcEnvironment = browserOidcEnvironment(),
): IdentityProviderAdapter {
  const endpoint = `${provider.url.replace(/\/+$/, '')}/realms/${encodeURIComponent(provider.realm)}/protocol/openid-connect`;
  const { storage } = env;
  let accessToken: string | undefined;

  /** The workbench's own address without query and hash: where the provider sends the user back. */
  const redirectUri = () => {
    const url = new URL(env.location.href);
    return `${url.origin}${url.pathname}`;
  };

  async function tokenCall(params: Record<string, string>): Promise<boolean> {
    try {
      const answer = await env.fetch(`${endpoint}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: provider.clientId, ...params }).toString(),
      });
      const body = (await answer.json()) as TokenAnswer;
      if (answer.status !== 200 || typeof body.access_token !== 'string') throw new Error('token refused');
      accessToken = body.access_token;
      if (typeof body.refresh_token === 'string') storage.setItem(KEY.refresh, body.refresh_token);
      return true;
    } catch {
      accessToken = undefined;
      storage.removeItem(KEY.refresh);
      return false;
    }
  }

  async function redirectToProvider(silent: boolean): Promise<never> {
    const verifier = base64Url(env.randomBytes(32));
    const state = base64Url(env.randomBytes(16));
    storage.setItem(KEY.verifier, verifier);
    storage.setItem(KEY.state, state);
    storage.setItem(KEY.returnTo, new URL(env.location.href).hash || '#/');
    const params = new URLSearchParams({
      client_id: provider.clientId,
      redirect_uri: redirectUri(),
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid email profile',
      state,
      code_challenge: base64Url(await env.sha256(verifier)),
      code_challenge_method: 'S256',
      ...(silent && { prompt: 'none' }),
    });
    env.location.assign(`${endpoint}/auth?${params}`);
    return new Promise<never>(() => undefined); // the page is leaving
  }

  /** Back from the provider: takes the answer out of the address, then trades the code for tokens. */
  async function finishRedirect(url: URL): Promise<boolean> {
    const expected = storage.getItem(KEY.state);
    const verifier = storage.getItem(KEY.verifier) ?? '';
    const returnTo = storage.getItem(KEY.returnTo) ?? '#/';
    for (const key of [KEY.state, KEY.verifier, KEY.returnTo]) storage.removeItem(key);
    env.replaceUrl(`${url.pathname}${returnTo}`);
    const code = url.searchParams.get('code');
    if (!code || url.searchParams.get('state') !== expected) return false;
    return tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier });
  }

  return {
    async init() {
      const url = new URL(env.location.href);
      if (url.searchParams.has('state')) return finishRedirect(url);
      const refresh = storage.getItem(KEY.refresh);
      if (refresh) return tokenCall({ grant_type: 'refresh_token', refresh_token: refresh });
      if (storage.getItem(KEY.silentTried)) return false;
      storage.setItem(KEY.silentTried, 'true');
      return redirectToProvider(true);
    },
    token: () => accessToken,
    async refresh(minValiditySeconds) {
      const exp = tokenExpiry(accessToken);
      if (exp !== undefined && exp - Date.now() > minValiditySeconds * 1000) return true;
      const refresh = storage.getItem(KEY.refresh);
      return refresh ? tokenCall({ grant_type: 'refresh_token', refresh_token: refresh }) : false;
    },
    async login() {
      await redirectToProvider(false);
    },
    async logout() {
      accessToken = undefined;
      storage.removeItem(KEY.refresh);
      const params = new URLSearchParams({ client_id: provider.clientId, post_logout_redirect_uri: redirectUri() });
      env.location.assign(`${endpoint}/logout?${params}`);
    },
  };
}
