/**
 * Registers the service worker (issue 28 item 5; ADR 290). Imported by main.tsx only after the
 * page's `load` event, in a chunk of its own, so the worker's install (which downloads the
 * traveller's shell) never competes with the first load of `/`. The build only: the dev server
 * serves no worker.
 *
 * The files this page loaded before the worker took control passed it by: they are put in the
 * worker's cache of chunks here, so a page first opened online (an officer's console) opens
 * offline next time.
 */

/** The worker's cache of chunks loaded at run time (src/sw/sw.ts). */
const ASSET_CACHE = 'fasttrack-assets';

async function keepLoadedChunks(): Promise<void> {
  await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) if (!(await caches.match(url))) await cache.add(url);
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => (controlled ? undefined : keepLoadedChunks()))
    .catch(() => {
      // Without a worker the app still works online; offline it is what it was before.
    });
}
