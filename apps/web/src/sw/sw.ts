/**
 * The service worker (issue 28 item 5; ADR 290): the app keeps working where the airport has no
 * signal.
 * - Precached at install: the traveller's shell (the entry, the landing page, the bookings and
 *   booking pages, their shared chunks, the stylesheet, the icons and the manifest). The staff
 *   consoles' chunks are left out (vite.config.ts drops them from the list): a traveller never
 *   downloads them.
 * - Any other file under `/assets/` (a staff console's chunks) is kept the first time a page
 *   loads it: the officer's page is there offline after one visit. Files under `/assets/` carry
 *   their content hash in the name, so a kept copy is never out of date.
 * - A page address asks the network first and, with no network, gets the precached shell, which
 *   renders the page from what the app last saved (lib/offline-store.ts). API calls are never
 *   answered from here: the app decides what it may show offline and for whom.
 * - Web Push notifications (./push.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { listenForPush } from './push';

declare const self: ServiceWorkerGlobalScope;

/** A version's chunks outlive it only so long: an officer visits the console every shift. */
const ASSET_MAX_AGE_S = 30 * 24 * 60 * 60;

// A new version takes over at once: the shell and its chunks are precached together, and the
// app itself keeps nothing in memory that an older version wrote differently.
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'fasttrack-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: ASSET_MAX_AGE_S })],
  }),
);

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    // The API, the sandbox's pages and the API reference are the server's own, never the app's.
    { denylist: [/^\/api(\/|$)/, /^\/sandbox(\/|$)/] },
  ),
);

listenForPush(self);
