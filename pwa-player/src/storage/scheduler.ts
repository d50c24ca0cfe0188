import { BACKGROUND_SYNC_TAG } from '../cacheNames';
import { drainOutbox, withSyncLock, type DrainResult } from './sync';
import type { PlayerDb } from './db';

const FIRST_DELAY_MS = 1000;
const BASE_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 60_000;
const BLOCKED_BACKOFF_MS = 5 * 60_000;

/** Exponential backoff with "equal jitter": half fixed, half random, so many phones do not retry in step. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Background Sync is a bonus where the browser has it; the page's own loop still runs
  }
}

/**
 * This tab's side of the one sync loop: asks for a pass after writes (batched), on `online` and on
 * visibility changes; backs off with jitter after failures. Passes of
 * all tabs and the service worker take turns through the 'protolab-sync' lock.
 */
export function startSyncLoop(db: PlayerDb): { requestSync(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = Infinity;
  let attempt = 0;
  let running = false;
  let again = false;

  function schedule(delay: number) {
    const at = Date.now() + delay;
    if (timer !== undefined && at >= due) return;
    clearTimeout(timer);
    due = at;
    timer = setTimeout(() => {
      timer = undefined;
      due = Infinity;
      void run();
    }, delay);
  }

  async function run(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    let result: DrainResult = 'retry';
    try {
      do {
        again = false;
        if (!navigator.onLine) break;
        result = await withSyncLock(() => drainOutbox(db));
      } while (again && result === 'done');
    } catch (error) {
      console.error('[player] sync failed', error);
      result = 'retry';
    } finally {
      running = false;
    }
    if (result === 'done') {
      attempt = 0;
      return;
    }
    if (!navigator.onLine) {
      void registerBackgroundSync();
      return; // the `online` event starts the next pass
    }
    schedule(result === 'blocked' ? BLOCKED_BACKOFF_MS : backoffDelay(attempt++));
    void registerBackgroundSync();
  }

  const now = () => {
    attempt = 0;
    clearTimeout(timer);
    timer = undefined;
    due = Infinity;
    void run();
  };
  addEventListener('online', now);
  document.addEventListener('visibilitychange', now);
  now();

  return {
    /** After a write: soon, but not during a backoff (the timer or `online` brings the next pass). */
    requestSync() {
      if (attempt === 0) schedule(FIRST_DELAY_MS);
    },
  };
}
