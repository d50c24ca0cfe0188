// In-memory stand-ins for localStorage and the cookie jar; cookies expire by Date.now (fake timers).
import type { CookieJar, KeyValueStore } from '../session/storage';

export function memoryItems(): KeyValueStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function memoryCookies(): CookieJar & { expires(name: string): number | undefined } {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    get(name) {
      const cookie = cookies.get(name);
      return cookie && cookie.expires > Date.now() ? cookie.value : undefined;
    },
    set(name, value, maxAgeSeconds) {
      cookies.set(name, { value, expires: Date.now() + maxAgeSeconds * 1000 });
    },
    remove(name) {
      cookies.delete(name);
    },
    expires: (name) => cookies.get(name)?.expires,
  };
}
