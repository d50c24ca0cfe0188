// The session rules of SPEC §2/§4/§9 around a SessionStore: the 401 answer, token expiry, the
// automatic logout 5 minutes before expiry, and the notice after more than 30 minutes away.
// Plain timers and Date.now, so tests drive it with fake timers.
import {
  AUTO_LOGOUT_BEFORE_EXPIRY_MS,
  IDLE_NOTICE_AFTER_MS,
  TOKEN_CHECK_INTERVAL_MS,
  type RestError,
} from '@protolab/shared';
import type { SessionStore } from './sessionStore';

/** The notices a session can end with. */
export type SessionAlert = 'unauthorized' | 'sessionExpired' | 'offline';

export const LOGOUT_PATH = '/logout.html';
export const START_PATH = '/';

export interface SessionControllerDeps {
  store: SessionStore;
  /** Ends the server's login of this token (DELETE /rest/login); failures are ignored. */
  endLogin(token: string): Promise<unknown>;
  /** Shows a notice in the app (not window.alert). */
  alert(kind: SessionAlert): void;
  /** Goes to a route path such as "/" or "/logout.html". */
  navigate(path: string): void;
  /** Runs after every logout (the identity provider's logout). */
  afterLogout?(): Promise<void> | void;
}

export interface SessionController {
  /** Starts watching; shows the expired notice when the stored login ran out while away. */
  start(): void;
  stop(): void;
  /** The user did something (pointer, key, page shown again). */
  activity(): void;
  /** Checks expiry and absence now (also runs every minute). */
  check(): void;
  /** Ends a logged-in session with a notice and goes back to the start. */
  end(kind: SessionAlert): void;
  /** The REST client's 401 hook. A guest's 401 is the page's business, not a logout. */
  unauthorized(error: RestError): void;
  /** Logs out: forgets the user and the cookie, and calls DELETE /rest/login. */
  logout(): Promise<void>;
}

export function createSessionController(deps: SessionControllerDeps): SessionController {
  const { store } = deps;
  let lastActivity = Date.now();
  let sentToLogout = false;
  let watchedUser = store.user();
  let timers: ReturnType<typeof setTimeout>[] = [];
  let interval: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;

  function endLogin(token: string) {
    deps.endLogin(token).catch(() => undefined);
  }

  /** Ends the session with a notice and goes back to the start. */
  function endSession(kind: SessionAlert) {
    const token = store.token();
    if (!token) return;
    store.clear();
    endLogin(token);
    deps.alert(kind);
    deps.navigate(START_PATH);
  }

  function sendToLogout() {
    if (sentToLogout) return;
    sentToLogout = true;
    deps.navigate(LOGOUT_PATH);
  }

  function check() {
    const exp = store.expiry();
    if (exp === undefined) return;
    const now = Date.now();
    if (now >= exp) endSession('sessionExpired');
    else if (now - lastActivity > IDLE_NOTICE_AFTER_MS) endSession('offline');
    else if (now >= exp - AUTO_LOGOUT_BEFORE_EXPIRY_MS) sendToLogout();
  }

  function clearTimers() {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  }

  function schedule() {
    clearTimers();
    const exp = store.expiry();
    if (exp === undefined) return;
    const now = Date.now();
    timers = [
      setTimeout(check, Math.max(0, exp - AUTO_LOGOUT_BEFORE_EXPIRY_MS - now)),
      setTimeout(check, Math.max(0, exp - now)),
    ];
  }

  function userChanged() {
    const user = store.user();
    if (user.token !== watchedUser.token) {
      // a new login starts fresh
      lastActivity = Date.now();
      sentToLogout = false;
    }
    watchedUser = user;
    schedule();
  }

  return {
    start() {
      if (unsubscribe) return;
      unsubscribe = store.subscribe(userChanged);
      interval = setInterval(check, TOKEN_CHECK_INTERVAL_MS);
      lastActivity = Date.now();
      if (store.takeExpiredAtStart()) {
        deps.alert('sessionExpired');
        deps.navigate(START_PATH);
      }
      schedule();
      check();
    },
    stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      clearInterval(interval);
      clearTimers();
    },
    activity() {
      check();
      lastActivity = Date.now();
    },
    check,
    end: endSession,
    unauthorized(error) {
      if (!store.isLoggedIn()) return;
      endSession(error.apiError?.code === 'token_expired' ? 'sessionExpired' : 'unauthorized');
    },
    async logout() {
      const token = store.token();
      store.clear();
      if (token) await deps.endLogin(token).catch(() => undefined);
      await deps.afterLogout?.();
    },
  };
}
