/**
 * Serves the built SPA (apps/web/dist) next to the API (issue: foundation, item 2).
 * Client routes get index.html; a missing file (anything with an extension) gets a real 404;
 * unknown `/api` routes get the §8 envelope. A bare `/` and a bare `/dashboard` get their pages
 * prerendered at build time, when the build has them (ADR 070, ADR 071).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';

/**
 * The pages `npm run build -w @fasttrack/web` prerenders (`prerenderedPages` in
 * apps/web/src/prerender.tsx), by the bare address they are served for. With a query string a
 * page may start in another state (`/?signup=true`, `/dashboard?bookingCompleted=true`), so it
 * gets the plain shell.
 */
const PRERENDERED_PAGES = { '/': 'landing.html', '/dashboard': 'dashboard.html' } as const;

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export async function registerWeb(app: FastifyInstance, webDist = WEB_DIST) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
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
      const hasPage = existsSync(path.join(webDist, file));
      app.get(route, { schema: { hide: true } }, (request, reply) => {
        const page = hasPage && !request.url.includes('?') ? file : 'index.html';
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return apiNotFound(request, reply);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (isPageRequest && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
