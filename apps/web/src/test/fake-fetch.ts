/**
 * A fake network for component tests: stubs `globalThis.fetch` (the browser boundary, outside
 * our code) with handlers keyed by "METHOD /path". Unknown routes answer 404 in the API's
 * envelope. Every request is recorded with its parsed JSON body and headers.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest, init: RequestInit | undefined) => Response | Promise<Response>;

/** A JSON response. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function stubFetch(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init?.headers),
      body: raw === undefined ? init?.body : JSON.parse(raw),
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json(404, { success: false, message: 'Route not found', error: 'NOT_FOUND' });
    return handler(request, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests to one "METHOD /path". */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** A response that never arrives unless the request is aborted (then fetch rejects like a browser). */
export function hangUntilAborted(_request: RecordedRequest, init: RequestInit | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/** Replaces `window.location.assign` (a full page load) with a spy. */
export function spyOnPageLoads() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}
