/**
 * Registers the service worker (issue 28 item 5; ADR 290). Imported by main.tsx only once the
 * page has loaded and gone idle (ADR 385), in a chunk of its own. The build only: the dev server
 * serves no worker.
 *
 * The worker keeps the traveller's offline shell only when asked (issue 42 item 2; ADR 326):
 * here, for a signed-in visitor and on a later visit (the worker already controlled the page
 * when it loaded, in a tab that had not loaded the app before: a reload is the same visit); the
 * sign-in itself asks too (features/auth). A first visit that only looks at `/` registers the
 * worker and downloads nothing more.
 *
 * The files this page loaded before the worker took control passed it by: the worker is told
 * their addresses and puts them in its cache of chunks (from the HTTP cache, which holds them),
 * so a page first opened online (an officer's console) opens offline next time.
 */
import { getAuthToken } from './lib/auth-storage';
import { KEEP_LOADED_CHUNKS } from './sw/chunks-protocol';

/** sessionStorage: set by this tab's first page load of the app, so later loads in it are the same visit. */
const VISIT_KEY = 'fasttrack-visit';

/**
 * Hands the worker the addresses this page loaded and resolves once it has kept the chunks among
 * them (sw/loaded-chunks.ts picks them): the Cache API is walked off this thread (ADR 367).
 */
async function keepLoadedChunks(): Promise<void> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const channel = new MessageChannel();
  const kept = new Promise((resolve) => {
    channel.port1.onmessage = resolve;
  });
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  worker.postMessage({ type: KEEP_LOADED_CHUNKS, urls }, [channel.port2]);
  await kept;
}

/** True for the first page load of the app in this tab (and marks it); true when storage refuses. */
function firstLoadInTab(): boolean {
  try {
    const first = window.sessionStorage.getItem(VISIT_KEY) === null;
    window.sessionStorage.setItem(VISIT_KEY, '1');
    return first;
  } catch {
    return true;
  }
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const controlled = navigator.serviceWorker.controller !== null;
  // Marked on every first load, controlled or not, so that a reload is never a later visit.
  const laterVisit = firstLoadInTab() && controlled;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => (controlled ? undefined : keepLoadedChunks()))
    .then(async () => {
      if (!laterVisit && getAuthToken() === null) return;
      await (await import('./lib/offline-shell')).requestOfflineShell();
    })
    .catch(() => {
      // Without a worker the app still works online; offline it is what it was before.
    });
}
