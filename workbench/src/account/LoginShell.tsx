import type { ReactNode } from 'react';
import { useIdentityProvider } from '../shell/useIdentityProvider';
import { AuthShell } from './AuthShell';
import { ProviderLogin } from './ProviderLogin';

/** The frame of the own login and sign-up forms; with an identity provider, its login instead. */
export function LoginShell({ children }: { children: ReactNode }) {
  const provider = useIdentityProvider();
  return <AuthShell>{provider ? <ProviderLogin provider={provider} /> : children}</AuthShell>;
}
