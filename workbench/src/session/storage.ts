// Where a login is kept between visits: the user in localStorage and the token in a cookie that
// lives 7 days (SPEC §4). A stored user counts only while its cookie is there.
import { LOGIN_COOKIE_DAYS, type User } from '@protolab/shared';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStorage {
  load(): User | undefined;
  save(user: User): void;
  clear(): void;
}

export const USER_KEY = 'protolab.user';
export const LOGIN_COOKIE = 'protolab_login';
export const LOGIN_COOKIE_SECONDS = LOGIN_COOKIE_DAYS * 24 * 3600;

/** The browser's cookies of this site, through `document.cookie`. */
export function documentCookies(
  doc: { cookie: string } = document,
  secure = location.protocol === 'https:',
): CookieJar {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const [key, ...rest] = pair.trim().split('=');
        if (key === name) return decodeURIComponent(rest.join('='));
      }
      return undefined;
    },
    set(name, value, maxAgeSeconds) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}${attributes}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Max-Age=0${attributes}`;
    },
  };
}

export function createSessionStorage(items: KeyValueStore, cookies: CookieJar): SessionStorage {
  return {
    load() {
      const token = cookies.get(LOGIN_COOKIE);
      const raw = items.getItem(USER_KEY);
      if (!token || !raw) return undefined;
      try {
        const user = JSON.parse(raw) as User;
        return user && typeof user.id === 'string' && user.token === token ? user : undefined;
      } catch {
        return undefined;
      }
    },
    save(user) {
      items.setItem(USER_KEY, JSON.stringify(user));
      if (user.token) cookies.set(LOGIN_COOKIE, user.token, LOGIN_COOKIE_SECONDS);
    },
    clear() {
      items.removeItem(USER_KEY);
      cookies.remove(LOGIN_COOKIE);
    },
  };
}
