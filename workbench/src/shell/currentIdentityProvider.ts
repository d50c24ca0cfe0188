// The identity provider of config.json's `auth: 'oidc'` mode, once main.tsx has set it up.
import type { IdentityProviderAdapter } from '../session/identityProviderSession';

let adapter: IdentityProviderAdapter | undefined;
const listeners = new Set<() => void>();

export const identityProvider = {
  current: (): IdentityProviderAdapter | undefined => adapter,
  set(next: IdentityProviderAdapter | undefined): void {
    adapter = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
