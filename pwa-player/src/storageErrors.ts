// Failures to store on the device (quota, private mode, broken IndexedDB) are shown, never swallowed.

export interface StorageProblem {
  quota: boolean;
  detail: string;
}

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return [name, inner].some((n) => n === 'QuotaExceededError' || n === 'QuotaExceeded');
}

export function reportStorageError(error: unknown): void {
  const problem = { quota: isQuotaError(error), detail: error instanceof Error ? error.message : String(error) };
  console.error('[player] storage failed', error);
  for (const listener of listeners) listener(problem);
}

export function onStorageError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
