// The widget types placed last in this browser, most recent first (six at most): the palette lists
// them on top. Kept in localStorage, so they outlast a reload and are shared by every prototype;
// another tab's palette follows through the storage event.
import { useSyncExternalStore } from 'react';
import { widgetSpec } from '@protolab/shared';

const RECENT_KEY = 'protolab.recentWidgets';
const MOST = 6;

const listeners = new Set<() => void>();
// the snapshot keeps its identity while the stored text does not change (useSyncExternalStore asks often)
let snapshot: { stored: string | null; types: readonly string[] } = { stored: null, types: [] };

function parse(stored: string | null): readonly string[] {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(list)
      ? list.filter((type): type is string => typeof type === 'string' && widgetSpec(type) !== undefined).slice(0, MOST)
      : [];
  } catch {
    return [];
  }
}

function read(): readonly string[] {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(RECENT_KEY);
  } catch {
    // storage blocked: nothing is remembered
  }
  if (stored !== snapshot.stored) snapshot = { stored, types: parse(stored) };
  return snapshot.types;
}

/** Puts `type` first among the recently placed types. */
export function rememberPlaced(type: string): void {
  const types = [type, ...read().filter((one) => one !== type)].slice(0, MOST);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(types));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useRecentWidgets(): readonly string[] {
  return useSyncExternalStore(subscribe, read);
}
