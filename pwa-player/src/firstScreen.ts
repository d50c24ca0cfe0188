// Work that is not needed for the first screen (device storage, service worker) waits for it.

let shown: () => void;

/** Resolves once the first screen (welcome, prototype or a message) has been painted. */
export const afterFirstScreen = new Promise<void>((resolve) => (shown = resolve));

export function firstScreenShown(): void {
  requestAnimationFrame(() => setTimeout(shown, 0));
}
