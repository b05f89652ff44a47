/**
 * The worker's offline shell on request (issue 42 item 2): nothing is fetched until the page asks;
 * asked, each file of the list is fetched once (a revisioned file past the HTTP cache) and the
 * page is told when the whole shell is kept; asked again, nothing is fetched twice; what an
 * earlier version kept goes only once this version's shell is whole; a status question starts
 * nothing. Workbox's own PrecacheController holds the list; the browser's Cache Storage and
 * network are faked at their edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrecacheController } from 'workbox-precaching';
import { keepShellOnRequest } from './shell';
import { PRECACHE_SHELL, SHELL_STATUS, type ShellAnswer } from './shell-protocol';

/** Cache Storage in memory, keyed by URL (what the worker's caches do for GET requests). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, location.href)
      .href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(key(request), response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
    };
  };
  return { stores, storage: { open, keys: async () => [...stores.keys()] } };
}

/** The worker's global as far as the shell uses it: its message listeners. */
function fakeWorker() {
  const listeners: Array<(event: ExtendableMessageEvent) => void> = [];
  const sw = { addEventListener: (_type: string, l: (e: ExtendableMessageEvent) => void) => listeners.push(l) };
  /** Sends `type` as the page does, and resolves with the worker's answer on the port. */
  const send = (type: string) =>
    new Promise<ShellAnswer>((resolve) => {
      const pending: Promise<unknown>[] = [];
      const event = {
        data: { type },
        ports: [{ postMessage: resolve }],
        waitUntil: (p: Promise<unknown>) => void pending.push(p),
      } as unknown as ExtendableMessageEvent;
      for (const l of listeners) l(event);
    });
  return { sw: sw as unknown as ServiceWorkerGlobalScope, send };
}

const origin = 'http://localhost:3000';
const MANIFEST = [{ url: '/index.html', revision: 'r2' }, { url: '/assets/booking-AbC123.js' }];

describe('the offline shell on request', () => {
  let caches: ReturnType<typeof fakeCaches>;
  let fetched: Array<{ url: string; cache: RequestCache | undefined }>;
  let failing: string | null;

  beforeEach(() => {
    // The worker's own address, whatever an earlier file of this worker left the page at.
    vi.stubGlobal('location', new URL(`${origin}/sw.js`));
    caches = fakeCaches();
    vi.stubGlobal('caches', caches.storage);
    fetched = [];
    failing = null;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push({ url: new URL(url, origin).pathname, cache: init?.cache });
      return new Response('file', { status: url.endsWith(failing ?? '\0') ? 503 : 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  function worker() {
    const shell = new PrecacheController();
    shell.addToCacheList(MANIFEST);
    const { sw, send } = fakeWorker();
    keepShellOnRequest(sw, shell);
    return { shell, send };
  }

  it('fetches nothing until asked, then each file once, and says when the whole shell is kept', async () => {
    const { send } = worker();
    expect(await send(SHELL_STATUS)).toEqual({ kept: false });
    expect(fetched).toEqual([]);

    expect(await send(PRECACHE_SHELL)).toEqual({ kept: true });
    expect(fetched).toEqual([
      { url: '/index.html', cache: 'reload' },
      { url: '/assets/booking-AbC123.js', cache: 'default' },
    ]);
    expect(await send(SHELL_STATUS)).toEqual({ kept: true });

    expect(await send(PRECACHE_SHELL)).toEqual({ kept: true });
    expect(fetched).toHaveLength(2);
  });

  it('says the shell is not kept when a file fails, and fetches only the missing ones next time', async () => {
    const { send } = worker();
    failing = 'booking-AbC123.js';
    expect(await send(PRECACHE_SHELL)).toEqual({ kept: false });
    failing = null;
    expect(await send(PRECACHE_SHELL)).toEqual({ kept: true });
    expect(fetched.map((f) => f.url)).toEqual([
      '/index.html',
      '/assets/booking-AbC123.js',
      '/assets/booking-AbC123.js',
    ]);
  });

  it("deletes an earlier version's files only once this version's shell is whole", async () => {
    const { shell, send } = worker();
    const store = await caches.storage.open(shell.strategy.cacheName);
    await store.put(`${origin}/index.html?__WB_REVISION__=r1`, new Response('old'));
    await store.put(`${origin}/assets/booking-Old999.js`, new Response('old'));
    failing = 'booking-AbC123.js';
    await send(PRECACHE_SHELL);
    expect((await store.keys()).map((r) => r.url)).toContain(`${origin}/assets/booking-Old999.js`);

    failing = null;
    await send(PRECACHE_SHELL);
    expect((await store.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search).sort()).toEqual([
      '/assets/booking-AbC123.js',
      '/index.html?__WB_REVISION__=r2',
    ]);
  });
});
