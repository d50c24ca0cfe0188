import { newId } from '@protolab/shared';

// Small facts kept per device in localStorage, read before the storage chunk is loaded.

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode without storage: the session cannot be resumed after a reload, nothing else breaks
  }
}

/** The tester's id on this device: the same for every session, so a returning tester is known. */
export function testerId(): string {
  let id = get('protolab.tester');
  if (!id) {
    id = newId();
    set('protolab.tester', id);
  }
  return id;
}

/** The unfinished session of an invitation, to resume it after a reload or a closed tab. */
export const openSession = {
  get: (hash: string) => get(`protolab.session.${hash}`),
  set: (hash: string, session: string | null) => set(`protolab.session.${hash}`, session),
};

/** Whether this device has recorded a session of the app (recordOneTestPerUser). */
export const recordedApp = {
  get: (appId: string) => get(`protolab.recorded.${appId}`) === '1',
  set: (appId: string) => set(`protolab.recorded.${appId}`, '1'),
};
