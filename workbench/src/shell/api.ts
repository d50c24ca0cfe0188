// The workbench's REST client: the session's bearer token on every call; a 401 while logged in
// ends the session (alert, logout, back to /); a guest's refused write asks to sign up.
import i18next from 'i18next';
import { createRestClient } from '@protolab/shared';
import { banners } from './banners';
import { takeEarlyAnswer } from './earlyAnswers';
import { session, sessionStore } from './session';

export const api = createRestClient({
  baseUrl: '',
  // looked up at each call, so that tests can stub the global fetch; the figures asked for while the
  // page started (earlyAnswers.ts) are taken instead of asked for again
  fetch: (url, init) => takeEarlyAnswer(url, init) ?? fetch(url, init as RequestInit),
  getToken: () => sessionStore.token(),
  onUnauthorized(error) {
    if (sessionStore.isLoggedIn()) session.unauthorized(error);
    else if (error.method !== 'GET') banners.hint(i18next.t('error.signUpRequired'));
  },
});
