// Notices the user must acknowledge (the 401, session-expired and offline alerts): an in-app
// dialog instead of window.alert, so that pages keep running and tests can see them.

export interface Alert {
  id: number;
  text: string;
}

export interface Alerts {
  show(text: string): void;
  /** Closes the alert shown now (the oldest). */
  close(): void;
  current(): Alert | undefined;
  subscribe(listener: () => void): () => void;
}

export function createAlerts(): Alerts {
  const listeners = new Set<() => void>();
  let queue: Alert[] = [];
  let nextId = 1;

  function set(next: Alert[]) {
    queue = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    show(text) {
      // the same notice twice in a row (two failing calls at once) is shown once
      if (queue.at(-1)?.text === text) return;
      set([...queue, { id: nextId++, text }]);
    },
    close: () => set(queue.slice(1)),
    current: () => queue[0],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const alerts = createAlerts();
