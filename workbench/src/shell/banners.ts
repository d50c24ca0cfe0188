// Short messages at the bottom of the page (SPEC §2 says the top; see decisions.md): success
// stays 2 s, error and hint 4 s.
import { BANNER_ERROR_MS, BANNER_HINT_MS, BANNER_SUCCESS_MS } from '@protolab/shared';

export type BannerKind = 'success' | 'error' | 'hint';

export const BANNER_MS: Record<BannerKind, number> = {
  success: BANNER_SUCCESS_MS,
  error: BANNER_ERROR_MS,
  hint: BANNER_HINT_MS,
};

export interface Banner {
  id: number;
  kind: BannerKind;
  text: string;
}

export interface Banners {
  success(text: string): void;
  error(text: string): void;
  hint(text: string): void;
  dismiss(id: number): void;
  /** The banners shown now: the same array until something changes. */
  current(): readonly Banner[];
  subscribe(listener: () => void): () => void;
}

export function createBanners(): Banners {
  const listeners = new Set<() => void>();
  let shown: readonly Banner[] = [];
  let nextId = 1;

  function set(next: readonly Banner[]) {
    shown = next;
    for (const listener of [...listeners]) listener();
  }

  function dismiss(id: number) {
    if (shown.some((b) => b.id === id)) set(shown.filter((b) => b.id !== id));
  }

  function show(kind: BannerKind, text: string) {
    const id = nextId++;
    // one message of a kind at a time: a newer one replaces the older
    set([...shown.filter((b) => b.kind !== kind), { id, kind, text }]);
    setTimeout(() => dismiss(id), BANNER_MS[kind]);
  }

  return {
    success: (text) => show('success', text),
    error: (text) => show('error', text),
    hint: (text) => show('hint', text),
    dismiss,
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The workbench's banners; in components use `useBanner()`. */
export const banners = createBanners();
