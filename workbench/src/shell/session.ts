// The workbench's one session: the store (who is logged in) and the rules around it.
import i18next from 'i18next';
import { createRestClient } from '@protolab/shared';
import { createSessionController } from '../session/sessionController';
import { createSessionStore } from '../session/sessionStore';
import { createSessionStorage, documentCookies } from '../session/storage';
import { alerts } from './alerts';
import { identityProvider } from './currentIdentityProvider';
import { navigateTo } from './navigation';

export const sessionStore = createSessionStore(createSessionStorage(window.localStorage, documentCookies()));

export const session = createSessionController({
  store: sessionStore,
  // a client of its own, without the 401 hook: ending a login that the server forgot must not loop
  endLogin: (token) => createRestClient({ baseUrl: '', getToken: () => token }).user.logout(),
  alert: (kind) => alerts.show(i18next.t(`alert.${kind}`)),
  navigate: navigateTo,
  afterLogout: () => identityProvider.current()?.logout(),
});
