import { Workbox } from 'workbox-window';

/**
 * Installs the service worker (scope /player/) once the page has loaded, so it never competes with
 * the first screen. It precaches the shell and takes control at once (skipWaiting, clientsClaim).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
    wb.register().catch((error: unknown) => console.error('[player] service worker failed', error));
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
