// Login through an identity provider (config.json `auth: 'oidc'`, SPEC §4): a silent single-sign-on
// check at start, then the provider's token is checked every 60 s and refreshed when under 300 s
// remain. The provider sits behind a small adapter, so tests drive it with a fake.
import {
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_BELOW_MS,
  type ExternalLoginInput,
  type LoginResponse,
} from '@protolab/shared';
import { tokenClaims, tokenExpiry } from './jwt';
import type { SessionStore } from './sessionStore';

export interface IdentityProviderAdapter {
  /** Silent single-sign-on check; true when the user is logged in at the provider. */
  init(): Promise<boolean>;
  /** The provider's current access token. */
  token(): string | undefined;
  /** Refreshes the token unless it is valid for minValiditySeconds more; true when it is valid after. */
  refresh(minValiditySeconds: number): Promise<boolean>;
  /** Sends the user to the provider's login page. */
  login(): Promise<void>;
  logout(): Promise<void>;
}

/** What POST /rest/user/external needs, read from the provider's token. */
export function externalLoginInput(token: string | undefined): ExternalLoginInput | undefined {
  const claims = tokenClaims(token);
  if (!token || !claims?.sub || typeof claims.email !== 'string') return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    id: claims.sub,
    email: claims.email,
    name: text(claims.given_name),
    lastname: text(claims.family_name),
    token,
  };
}

export interface IdentityProviderSessionDeps {
  adapter: IdentityProviderAdapter;
  store: SessionStore;
  /** POST /rest/user/external. */
  externalLogin(input: ExternalLoginInput): Promise<LoginResponse>;
  /** The provider's login is gone (refresh refused): end the session. */
  lost(): void;
}

export interface IdentityProviderSession {
  /** Settles after the silent check (and the external login it leads to): true when logged in. */
  ready: Promise<boolean>;
  stop(): void;
}

export function startIdentityProviderSession(deps: IdentityProviderSessionDeps): IdentityProviderSession {
  const { adapter, store } = deps;

  async function checkToken() {
    const token = adapter.token();
    if (!token) return;
    const exp = tokenExpiry(token);
    if (exp !== undefined && exp - Date.now() >= TOKEN_REFRESH_BELOW_MS) return;
    const valid = await adapter.refresh(TOKEN_REFRESH_BELOW_MS / 1000).catch(() => false);
    if (!valid) deps.lost();
  }

  const interval = setInterval(() => void checkToken(), TOKEN_CHECK_INTERVAL_MS);

  const ready = (async () => {
    if (!(await adapter.init().catch(() => false))) return false;
    if (store.isLoggedIn()) return true;
    const input = externalLoginInput(adapter.token());
    if (!input) return false;
    return store.login(await deps.externalLogin(input));
  })();

  return { ready, stop: () => clearInterval(interval) };
}
