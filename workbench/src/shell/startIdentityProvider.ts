// config.json decides how users log in: our own login (default) or an identity provider (SPEC §3).
import type { Configuration } from '@protolab/shared';
import { startIdentityProviderSession } from '../session/identityProviderSession';
import { createOidcAdapter } from '../session/oidcAdapter';
import { api } from './api';
import { identityProvider } from './currentIdentityProvider';
import { session, sessionStore } from './session';

export function startIdentityProvider(config: Configuration): void {
  if (config.auth !== 'oidc') return;
  const adapter = createOidcAdapter(config.identityProvider);
  identityProvider.set(adapter);
  startIdentityProviderSession({
    adapter,
    store: sessionStore,
    externalLogin: (input) => api.user.external(input),
    lost: () => session.end('sessionExpired'),
  });
}

/** Reads /config.json; without one (or offline) the own login stays. */
export async function loadAuthConfiguration(): Promise<void> {
  try {
    startIdentityProvider(await api.config.get());
  } catch {
    // own login
  }
}
