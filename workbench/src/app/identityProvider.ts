// The identity provider of config.json's `auth: 'oidc'` mode, once one is set up (main.tsx).
import type { IdentityProviderAdapter } from '../session/identityProvider';

let adapter: IdentityProviderAdapter | undefined;

export const identityProvider = {
  current: (): IdentityProviderAdapter | undefined => adapter,
  set(next: IdentityProviderAdapter | undefined): void {
    adapter = next;
  },
};
