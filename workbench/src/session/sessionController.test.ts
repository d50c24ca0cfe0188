import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, RestError } from '@protolab/shared';
import { memoryCookies, memoryItems } from '../testing/memoryStorage';
import { tokenExpiringAt } from '../testing/tokens';
import { createSessionController, type SessionAlert } from './sessionController';
import { createSessionStore } from './sessionStore';
import { createSessionStorage } from './storage';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

function setup(tokenLifetime = 7 * DAY_MS) {
  const storage = createSessionStorage(memoryItems(), memoryCookies());
  const store = createSessionStore(storage);
  const alerts: SessionAlert[] = [];
  const paths: string[] = [];
  const endLogin = vi.fn(async (_token: string) => ({ status: 'ok' }));
  const afterLogout = vi.fn();
  const controller = createSessionController({
    store,
    endLogin,
    alert: (kind) => alerts.push(kind),
    navigate: (path) => paths.push(path),
    afterLogout,
  });
  const logIn = () =>
    store.login({ id: 'u1', email: 'a@b.test', role: 'user', token: tokenExpiringAt(Date.now() + tokenLifetime) });
  return { storage, store, controller, alerts, paths, endLogin, afterLogout, logIn };
}

const unauthorized = (code = 'unauthorized') =>
  new RestError('POST', '/rest/apps/', 401, { error: { code, message: 'x' } });

describe('session rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('on a 401: the alert, logout (stored user, cookie and DELETE /rest/login), back to /', () => {
    const s = setup();
    s.controller.start();
    s.logIn();
    const token = s.store.token();
    s.controller.unauthorized(unauthorized());
    expect(s.alerts).toEqual(['unauthorized']);
    expect(s.paths).toEqual(['/']);
    expect(s.store.isLoggedIn()).toBe(false);
    expect(s.storage.load()).toBeUndefined();
    expect(s.endLogin).toHaveBeenCalledWith(token);
  });

  it('a 401 saying the token expired shows the session-expired alert', () => {
    const s = setup();
    s.controller.start();
    s.logIn();
    s.controller.unauthorized(unauthorized('token_expired'));
    expect(s.alerts).toEqual(['sessionExpired']);
  });

  it("a guest's 401 is not a logout, and a second 401 of the same moment alerts once", () => {
    const s = setup();
    s.controller.start();
    s.controller.unauthorized(unauthorized());
    expect(s.alerts).toEqual([]);
    s.logIn();
    s.controller.unauthorized(unauthorized());
    s.controller.unauthorized(unauthorized());
    expect(s.alerts).toEqual(['unauthorized']);
    expect(s.endLogin).toHaveBeenCalledOnce();
  });

  it('sends the user to the logout page 5 minutes before the token expires', () => {
    const s = setup(60 * MINUTE);
    s.controller.start();
    s.logIn();
    // stay active, so that only the expiry rules apply
    for (let minute = 1; minute < 55; minute++) {
      vi.advanceTimersByTime(MINUTE);
      s.controller.activity();
    }
    vi.advanceTimersByTime(MINUTE - 1);
    expect(s.paths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.paths).toEqual(['/logout.html']);
    expect(s.alerts).toEqual([]);
  });

  it('an expired token logs out with the session-expired alert and returns to the start', () => {
    const s = setup(20 * MINUTE);
    s.controller.start();
    s.logIn();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(s.paths).toEqual(['/logout.html']);
    // the logout page did not run (a sleeping laptop): at expiry the session ends anyway
    vi.advanceTimersByTime(5 * MINUTE);
    expect(s.alerts).toEqual(['sessionExpired']);
    expect(s.paths).toEqual(['/logout.html', '/']);
    expect(s.store.isLoggedIn()).toBe(false);
  });

  it('a stored login that expired while away shows the alert at start', () => {
    const s = setup(10 * MINUTE);
    s.logIn();
    vi.setSystemTime(NOW + 11 * MINUTE);
    const store = createSessionStore(s.storage);
    const alerts: SessionAlert[] = [];
    const paths: string[] = [];
    createSessionController({
      store,
      endLogin: s.endLogin,
      alert: (k) => alerts.push(k),
      navigate: (p) => paths.push(p),
    }).start();
    expect(alerts).toEqual(['sessionExpired']);
    expect(paths).toEqual(['/']);
  });

  it('after more than 30 minutes without activity: the offline notice and a new login', () => {
    const s = setup();
    s.controller.start();
    s.logIn();
    vi.advanceTimersByTime(20 * MINUTE);
    s.controller.activity();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(s.alerts).toEqual([]);
    vi.advanceTimersByTime(MINUTE);
    expect(s.alerts).toEqual(['offline']);
    expect(s.paths).toEqual(['/']);
    expect(s.store.isLoggedIn()).toBe(false);
    expect(s.endLogin).toHaveBeenCalledOnce();
  });

  it('coming back after the 30 minutes triggers the notice before the activity counts', () => {
    const s = setup();
    s.controller.start();
    s.logIn();
    s.controller.stop(); // the tab's timers were frozen
    vi.setSystemTime(NOW + 45 * MINUTE);
    s.controller.activity();
    expect(s.alerts).toEqual(['offline']);
  });

  it('a guest is never told about absence or expiry', () => {
    const s = setup();
    s.controller.start();
    vi.advanceTimersByTime(8 * DAY_MS);
    expect(s.alerts).toEqual([]);
    expect(s.paths).toEqual([]);
  });

  it('logout forgets the user and cookie, calls DELETE /rest/login with the token, then the provider', async () => {
    const s = setup();
    s.controller.start();
    s.logIn();
    const token = s.store.token();
    await s.controller.logout();
    expect(s.store.isLoggedIn()).toBe(false);
    expect(s.storage.load()).toBeUndefined();
    expect(s.endLogin).toHaveBeenCalledWith(token);
    expect(s.afterLogout).toHaveBeenCalledOnce();
  });

  it('logout still logs out when the server cannot be reached', async () => {
    const s = setup();
    s.endLogin.mockRejectedValueOnce(new RestError('DELETE', '/rest/login/', 0, undefined));
    s.logIn();
    await s.controller.logout();
    expect(s.store.isLoggedIn()).toBe(false);
  });

  it('stop ends the timers', () => {
    const s = setup(10 * MINUTE);
    s.controller.start();
    s.logIn();
    s.controller.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(s.paths).toEqual([]);
  });
});
