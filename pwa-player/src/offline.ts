import { iconNamesOf, type App, type TestSettings } from '@protolab/shared';
import { defaultEnvironment, loadWidgetRenderers, widgetTypesOf } from '@protolab/render';
import { ICON_CACHE } from './cacheNames';
import { fetchImages, imagePath, testImageUrls } from './prototype/images';
import { reportStorageError } from './storageErrors';

/**
 * Whether this page can play offline at all: the player's shell comes back offline only through its
 * service worker, which browsers run in secure contexts only (https, or localhost). On a plain-http
 * LAN address "Save for offline" must say it cannot, never "saved".
 */
export function offlinePlayPossible(): boolean {
  return window.isSecureContext && 'serviceWorker' in navigator;
}

/**
 * Makes a test playable with no network at all: the player shell (precached by the service
 * worker), the invitation JSON (kept on every load), and every image, icon and widget renderer of
 * the prototype (renderers are precached with the shell; loading them makes sure). Asks the
 * browser to keep the data (persistent storage). Failures, a full disk above all, are reported.
 */
export async function saveForOffline(
  app: App,
  settings: TestSettings,
  hash: string,
  token: string | null,
): Promise<void> {
  try {
    await navigator.storage?.persist?.();
    const images = testImageUrls(app, settings).map((url) => imagePath(url, hash));
    await Promise.all([
      // "saved" only once the worker that brings the shell back offline is active (none in dev)
      import.meta.env.DEV ? undefined : navigator.serviceWorker.ready,
      fetchImages(images, token, false),
      cacheIcons(iconNamesOf(app).map(defaultEnvironment.icon)),
      loadWidgetRenderers(widgetTypesOf(app)),
    ]);
  } catch (error) {
    reportStorageError(error);
  }
}

async function cacheIcons(addresses: string[]): Promise<void> {
  if (!('caches' in self) || addresses.length === 0) return;
  const cache = await caches.open(ICON_CACHE);
  const missing = (await Promise.all(addresses.map(async (a) => ((await cache.match(a)) ? null : a)))).filter(
    (a): a is string => a !== null,
  );
  await cache.addAll(missing);
}
