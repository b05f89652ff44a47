/**
 * Keeps the chunks a page loaded before the worker controlled it (issue 28 item 5, issue 42
 * item 1; ADR 290, ADR 367): the page sends their addresses ({@link KEEP_LOADED_CHUNKS}) and the
 * worker puts each one it lacks in the chunks' cache, off the page's main thread, where walking
 * the Cache API for forty files had cost a signed-in first load 74-92 ms of blocked time at
 * Lighthouse's 4x slowdown. Only this origin's `/assets/` files are taken: a message names what
 * to keep, never where from. The files come from the HTTP cache, which holds them already.
 */
import { KEEP_LOADED_CHUNKS } from './chunks-protocol';

/** The worker's cache of chunks loaded at run time (sw.ts). */
export const ASSET_CACHE = 'fasttrack-assets';

/** The same-origin `/assets/` addresses among `urls`; anything else (or not a list) is dropped. */
export function assetUrls(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls.flatMap((raw) => {
    if (typeof raw !== 'string') return [];
    const url = URL.canParse(raw) ? new URL(raw) : null;
    return url && url.origin === origin && url.pathname.startsWith('/assets/') ? [url.href] : [];
  });
}

/** Adds to the chunks' cache each of `urls` that no cache holds yet, one at a time. */
async function keep(urls: string[]): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) if (!(await caches.match(url))) await cache.add(url);
}

/**
 * Answers the page's {@link KEEP_LOADED_CHUNKS} messages on `sw`: once the files are kept (or one
 * failed to come: it is fetched again the next time a page loads it), an empty message on the
 * port transferred with the request, so the page asks for the shell only after them, as before.
 */
export function keepLoadedChunksOnRequest(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    if (data?.type !== KEEP_LOADED_CHUNKS) return;
    event.waitUntil(
      keep(assetUrls(data.urls, sw.location.origin))
        .catch(() => undefined)
        .then(() => event.ports[0]?.postMessage({})),
    );
  });
}
