import { useEffect, useState } from 'react';
import type { OutboxStatus } from '../storage';
import { storageAfterPaint } from '../storageLoader';

export interface SyncStatus extends OutboxStatus {
  online: boolean;
  /** false until the outbox has been counted */
  known: boolean;
}

/** What waits in the outbox (in every tab of this player), and whether the device is online. */
export function useSyncStatus(): SyncStatus {
  const [outbox, setOutbox] = useState<OutboxStatus & { known: boolean }>({ waiting: 0, rejected: 0, known: false });
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    storageAfterPaint().then(
      (s) => {
        if (!cancelled) stop = s.watchStatus((status) => setOutbox({ ...status, known: true }));
      },
      () => undefined, // shown by the storage error banner
    );
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      cancelled = true;
      stop?.();
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return { ...outbox, online };
}
