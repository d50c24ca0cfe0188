import { useSyncExternalStore } from 'react';
import type { IdentityProviderAdapter } from '../session/identityProviderSession';
import { identityProvider } from './currentIdentityProvider';

/** The identity provider when config.json names one; undefined for the own login. */
export function useIdentityProvider(): IdentityProviderAdapter | undefined {
  return useSyncExternalStore(identityProvider.subscribe, identityProvider.current);
}
