/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { BACKGROUND_SYNC_TAG, ICON_CACHE, IMAGE_CACHE, INVITATION_CACHE } from './cacheNames';
import { openDb } from './storage/db';
import { drainOutbox, withSyncLock } from './storage/sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell: precached, served offline, replaced as a whole by a new build.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [/^\/player\/?(index\.html)?$/] }),
);

// The invitation, its prototype (of the tester's variant) and test settings: fresh when online, the last copy offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    /^\/rest\/invitation\/[^/]+(\/app|\/variant)?\.json$|^\/rest\/invitation\/[^/]+\/[^/]+\/test\.json$/.test(
      url.pathname,
    ),
  new NetworkFirst({ cacheName: INVITATION_CACHE, networkTimeoutSeconds: 5 }),
);

// Uploaded images never change under their name.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/rest/images/'),
  new CacheFirst({ cacheName: IMAGE_CACHE }),
);

// Icons are fetched one by one as prototypes show them; a name always means the same picture.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/icons/mdi/'),
  new CacheFirst({ cacheName: ICON_CACHE }),
);

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Background Sync: the outbox drains even when no player tab is open, under the same lock as the tabs.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  sync.waitUntil(
    withSyncLock(() => drainOutbox(openDb())).then((result) => {
      if (result !== 'done') throw new Error(`outbox not drained: ${result}`); // the browser retries later
    }),
  );
});
