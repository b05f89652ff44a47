/**
 * The traveller's offline shell, kept on request rather than at install (issue 42 item 2; ADR
 * 326): a first visit to `/` downloads only what `/` needs, and the shell (its list is the
 * build's precache manifest, limited by precache-scope.ts) comes down once the page asks
 * (./shell-protocol.ts). Files already kept are not fetched again; a file whose name carries no
 * content hash is asked for past the HTTP cache (its revision says which copy is meant), as
 * Workbox's own install does. Once the whole shell of this version is kept, what earlier
 * versions kept and this one no longer lists is deleted: until then an earlier version's shell
 * still opens offline.
 */
import type { PrecacheController } from 'workbox-precaching';
import { PRECACHE_SHELL, SHELL_STATUS, type ShellAnswer } from './shell-protocol';

/** Whether every file of the list is in the cache. */
async function isKept(shell: PrecacheController): Promise<boolean> {
  const cache = await caches.open(shell.strategy.cacheName);
  for (const cacheKey of shell.getURLsToCacheKeys().values()) if (!(await cache.match(cacheKey))) return false;
  return true;
}

/** Fetches the files not kept yet, one at a time (a phone on mobile data); false at the first failure. */
async function keep(shell: PrecacheController): Promise<boolean> {
  const cache = await caches.open(shell.strategy.cacheName);
  for (const [url, cacheKey] of shell.getURLsToCacheKeys()) {
    if (await cache.match(cacheKey)) continue;
    const response = await fetch(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });
    if (!response.ok) return false;
    await cache.put(cacheKey, response);
  }
  return true;
}

/** Answers the page's shell messages for `shell`, one precache at a time. */
export function keepShellOnRequest(sw: ServiceWorkerGlobalScope, shell: PrecacheController): void {
  let running: Promise<boolean> | null = null;
  const precache = (event: ExtendableMessageEvent) => {
    running ??= keep(shell)
      .then(async (kept) => {
        if (kept) await shell.activate(event);
        return kept;
      })
      .catch(() => false)
      .finally(() => {
        running = null;
      });
    return running;
  };
  sw.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    const answer = (kept: boolean) => event.ports[0]?.postMessage({ kept } satisfies ShellAnswer);
    if (type === PRECACHE_SHELL) event.waitUntil(precache(event).then(answer));
    if (type === SHELL_STATUS) {
      event.waitUntil(
        (running ?? Promise.resolve())
          .then(() => isKept(shell))
          .catch(() => false)
          .then(answer),
      );
    }
  });
}
