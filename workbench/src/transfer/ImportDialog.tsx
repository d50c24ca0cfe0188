import type { App } from '@protolab/shared';

/** Import of a prototype (ZIP, existing-product JSON) — the transfer area fills it in. */
export function ImportDialog(_props: { open: boolean; onClose: () => void; onImported: (app: App) => void }) {
  return null;
}
