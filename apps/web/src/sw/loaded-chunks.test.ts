/**
 * The chunks a page loaded before the worker controlled it (ADR 367): the worker keeps each
 * same-origin `/assets/` file it does not hold yet, takes nothing from elsewhere, and answers the
 * page once they are kept. Cache Storage is faked at its edge (a map per cache name).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_LOADED_CHUNKS } from './chunks-protocol';
import { ASSET_CACHE, assetUrls, keepLoadedChunksOnRequest } from './loaded-chunks';

const origin = 'http://localhost:3000';

describe('the chunks a page loaded before the worker', () => {
  let stores: Map<string, Set<string>>;
  let added: string[];

  beforeEach(() => {
    stores = new Map([['fasttrack-shell', new Set([`${origin}/assets/index-Entry1.js`])]]);
    added = [];
    const open = async (name: string) => {
      const store = stores.get(name) ?? new Set<string>();
      stores.set(name, store);
      return {
        add: async (url: string) => {
          added.push(url);
          store.add(url);
        },
      };
    };
    const match = async (url: string) => ([...stores.values()].some((s) => s.has(url)) ? new Response('') : undefined);
    vi.stubGlobal('caches', { open, match });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Sends the page's message to a worker with the handler, resolving when the worker answers. */
  function send(urls: unknown): Promise<void> {
    let listener: ((event: ExtendableMessageEvent) => void) | undefined;
    const sw = {
      location: new URL(`${origin}/sw.js`),
      addEventListener: (_t: string, l: typeof listener) => (listener = l),
    };
    keepLoadedChunksOnRequest(sw as unknown as ServiceWorkerGlobalScope);
    return new Promise((resolve) => {
      const event = {
        data: { type: KEEP_LOADED_CHUNKS, urls },
        ports: [{ postMessage: resolve }],
        waitUntil: () => {},
      };
      listener?.(event as unknown as ExtendableMessageEvent);
    });
  }

  it('keeps the files no cache holds, then answers', async () => {
    await send([`${origin}/assets/index-Entry1.js`, `${origin}/assets/officer-Abc.js`, `${origin}/assets/ops-Def.css`]);
    expect(added).toEqual([`${origin}/assets/officer-Abc.js`, `${origin}/assets/ops-Def.css`]);
    expect([...(stores.get(ASSET_CACHE) ?? [])]).toEqual(added);
  });

  it('takes only this origin’s /assets/ files', () => {
    expect(
      assetUrls(
        [`${origin}/assets/a.js`, 'https://evil.example/assets/b.js', `${origin}/api/bookings`, 'not a url', 7],
        origin,
      ),
    ).toEqual([`${origin}/assets/a.js`]);
    expect(assetUrls('x', origin)).toEqual([]);
  });
});
