// The image last chosen through an Upload while a prototype is played, for UploadPreview to show.
// Kept in the page only (a local object URL): nothing is sent or stored.
import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

/** An Upload took a file: an image becomes the one previews show. */
export function shareUpload(file: File): void {
  if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
  if (current) URL.revokeObjectURL(current);
  current = URL.createObjectURL(file);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address of the image last uploaded in this page, or null. */
export function useUploadedImage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
