/**
 * The service worker (issue 28 item 5, issue 36 item 4, issue 42 item 2; ADR 290, ADR 326): the
 * app keeps working where the airport has no signal, without charging a first visit for it.
 * - The traveller's shell (the entry, the landing, dashboard, bookings, booking and start pages,
 *   their shared chunks, the stylesheet, the icons and the manifest; vite.config.ts limits the
 *   list) is kept when the page asks (./shell.ts): after sign-in, a booking or on a later visit,
 *   never at install, so a visitor who only looked at prices downloads only what `/` needs.
 * - Any file under `/assets/` is answered from whichever cache holds it (the shell, or a chunk
 *   kept the first time a page loaded it: the officer's console is there offline after one
 *   visit), else from the network and kept. Their names carry their content hash, so a kept copy
 *   is never out of date.
 * - A page address asks the network first and, with no network, gets the kept shell (this
 *   version's, else the one an earlier version kept), which renders the page from what the app
 *   last saved (lib/offline-store.ts). API calls are never answered from here: the app decides
 *   what it may show offline and for whom.
 * - Web Push notifications (./push.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSET_CACHE, keepLoadedChunksOnRequest } from './loaded-chunks';
import { listenForPush } from './push';
import { keepShellOnRequest } from './shell';

declare const self: ServiceWorkerGlobalScope;

/** A version's chunks outlive it only so long: an officer visits the console every shift. */
const ASSET_MAX_AGE_S = 30 * 24 * 60 * 60;

// A new version takes over at once: the app keeps nothing in memory that an older version wrote
// differently, and an older version's shell stays usable offline until this one's is kept.
self.skipWaiting();
clientsClaim();

const shell = new PrecacheController();
shell.addToCacheList(self.__WB_MANIFEST);
cleanupOutdatedCaches();
keepShellOnRequest(self, shell);

const assets = new CacheFirst({
  cacheName: ASSET_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: ASSET_MAX_AGE_S })],
});
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  async (options) => (await caches.match(options.request)) ?? assets.handle(options),
);

// The shell's other files (icons, manifest) when kept. A page address is never matched here:
// `/` is prerendered by the server and must keep arriving from it.
registerRoute(new PrecacheRoute(shell, { directoryIndex: '', cleanURLs: false }));

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        const page =
          (await shell.matchPrecache('/index.html')) ??
          (await caches.match('/index.html', { cacheName: shell.strategy.cacheName, ignoreSearch: true }));
        return page ?? Response.error();
      }
    },
    // The API, the sandbox's pages and the API reference are the server's own, never the app's.
    { denylist: [/^\/api(\/|$)/, /^\/sandbox(\/|$)/] },
  ),
);

keepLoadedChunksOnRequest(self);
listenForPush(self);
