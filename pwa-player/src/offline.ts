import type { App, TestSettings } from '@protolab/shared';
import { fetchImages, imagePath, testImageUrls } from './prototype/images';
import { reportStorageError } from './storageErrors';

/**
 * Makes a test playable with no network at all: the player shell (precached by the service
 * worker), the invitation JSON (kept on every load), and every image of the prototype. Asks the
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
      navigator.serviceWorker?.controller ? navigator.serviceWorker.ready : undefined,
      fetchImages(images, token, false),
    ]);
  } catch (error) {
    reportStorageError(error);
  }
}
