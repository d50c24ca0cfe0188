import { afterFirstScreen } from './firstScreen';

/**
 * Installs the service worker (scope /player/) once the first screen is painted, so it never
 * competes with it. It precaches the shell and takes control at once (skipWaiting, clientsClaim).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    try {
      const { Workbox } = await import('workbox-window');
      await new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).register();
    } catch (error) {
      console.error('[player] service worker failed', error);
    }
  };
  void afterFirstScreen.then(register);
}
