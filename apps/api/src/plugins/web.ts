/**
 * Serves the built SPA (apps/web/dist) next to the API (issue: foundation, item 2).
 * Client routes get index.html; a missing file (anything with an extension) gets a real 404;
 * unknown `/api` routes get the §8 envelope. A bare `/` and a bare `/dashboard` get their pages
 * prerendered at build time, when the build has them (ADR 070, ADR 071).
 *
 * `npm start` may start the server while the web build still runs (issue 42 item 5, ADR 372): the
 * files are then looked up on each request, and a page asked for before the build ends gets a 503
 * page that reloads by itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiNotFound } from './error-handler';

/**
 * The pages `npm run build -w @fasttrack/web` prerenders (`prerenderedPages` in
 * apps/web/src/prerender.tsx), by the bare address they are served for. With a query string a
 * page may start in another state (`/?signup=true`, `/dashboard?bookingCompleted=true`), so it
 * gets the plain shell.
 */
const PRERENDERED_PAGES = { '/': 'landing.html', '/dashboard': 'dashboard.html' } as const;

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

let pendingBuild: Promise<unknown> | undefined;

/**
 * Tells the next `registerWeb` that the build of its folder is still running and ends when `build`
 * settles (scripts/start.mjs, before it starts the server).
 */
export function serveWebBuildWhenDone(build: Promise<unknown>): void {
  pendingBuild = build;
}

/** What a page request gets while the build runs: a 503 that reloads itself. */
const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="2">
<title>Starting</title></head><body><p>The web app is still being built. This page reloads by itself in a few seconds.</p></body></html>`;

export async function registerWeb(app: FastifyInstance, webDist = WEB_DIST) {
  const indexFile = path.join(webDist, 'index.html');
  const build = pendingBuild;
  pendingBuild = undefined;
  let building = build !== undefined;
  let hasBuild = existsSync(indexFile);
  const pages = new Map(
    Object.entries(PRERENDERED_PAGES).map(([route, file]) => [route, existsSync(path.join(webDist, file))]),
  );
  if (building) {
    // Whatever the outcome, look again: a failed build ends the process in start.mjs anyway.
    void build?.finally(() => {
      hasBuild = existsSync(indexFile);
      for (const [route, file] of Object.entries(PRERENDERED_PAGES))
        pages.set(route, existsSync(path.join(webDist, file)));
      building = false;
    });
  }
  const sendBuilding = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('retry-after', '2')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(BUILDING_PAGE);

  if (hasBuild || building) {
    await app.register(fastifyStatic, {
      root: webDist,
      // With no build yet there is nothing to list at start-up: look each file up when asked.
      wildcard: building,
      index: false,
      // Our own cache headers below: fingerprinted assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under /assets, so it can be cached forever.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
    // Routes of their own, not the not-found fallback below, so the compression hooks apply: the
    // prerendered pages are the largest HTML the app sends (ADR 070).
    for (const [route, file] of Object.entries(PRERENDERED_PAGES)) {
      app.get(route, { schema: { hide: true } }, (request, reply) => {
        if (building) return sendBuilding(reply);
        const page = pages.get(route) && !request.url.includes('?') ? file : 'index.html';
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return apiNotFound(request, reply);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isPageRequest && building) return sendBuilding(reply);
    if (isPageRequest && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
