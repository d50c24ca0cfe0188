import { imageUrls, type App, type Style, type TestSettings } from '@protolab/shared';
import { IMAGE_CACHE } from '../cacheNames';
import { reportStorageError } from '../storageErrors';

/** Where the browser gets an image: uploads through the invitation, absolute URLs as they are. */
export function imagePath(url: string, hash: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  return `/rest/images/${url.split('/').map(encodeURIComponent).join('/')}?h=${encodeURIComponent(hash)}`;
}

/** An address on our own server (an upload), not a picture on another site. */
const isOurs = (path: string) => path.startsWith('/') && !path.startsWith('//');

function imageOf(style: Style | null | undefined): string | undefined {
  const image = style?.backgroundImage as { url?: unknown } | null | undefined;
  return typeof image?.url === 'string' && image.url !== '' ? image.url : undefined;
}

/** Every image a test shows: screen and widget backgrounds in every state, images in props, templates, the splash. */
export function testImageUrls(app: App, settings: TestSettings): string[] {
  const urls = new Set<string>();
  const add = (url: string | undefined) => url && urls.add(url);
  for (const screen of Object.values(app.screens)) add(imageOf(screen.style));
  for (const holder of [...Object.values(app.widgets), ...Object.values(app.templates ?? {})]) {
    for (const state of ['style', 'hover', 'focus', 'error', 'active'] as const)
      add(imageOf(holder[state] as Style | undefined));
    imageUrls((holder.props ?? {}) as Record<string, unknown>).forEach(add);
  }
  add(settings.splash?.url);
  return [...urls];
}

/**
 * Fetches images into the image cache (with the invitation token where the test has a password).
 * Answers object URLs when asked for, for images that need the token. A full disk is reported.
 * Images on other sites are shown as they are but not kept: the page may connect only to us (CSP).
 */
export async function fetchImages(
  paths: string[],
  token: string | null,
  asBlobs: boolean,
): Promise<Map<string, string>> {
  const blobs = new Map<string, string>();
  const cache = 'caches' in self ? await caches.open(IMAGE_CACHE) : undefined;
  await Promise.all(
    paths.filter(isOurs).map(async (path) => {
      try {
        let response = await cache?.match(path);
        if (!response) {
          response = await fetch(path, token ? { headers: { 'X-Invitation-Token': token } } : undefined);
          if (!response.ok) return;
          await cache?.put(path, response.clone());
        }
        if (asBlobs) blobs.set(path, URL.createObjectURL(await response.blob()));
      } catch (error) {
        if (error instanceof TypeError) return; // offline: the image shows once the network is back
        reportStorageError(error);
      }
    }),
  );
  return blobs;
}
