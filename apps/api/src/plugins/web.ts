/**
 * Serves the built SPA (apps/web/dist) next to the API (issue: foundation, item 2).
 * Client routes get index.html; a missing file (anything with an extension) gets a real 404;
 * unknown `/api` routes get the §8 envelope. A bare `/` gets landing.html, the landing page
 * prerendered at build time, when the build has it (ADR 070); with a query string the landing
 * page may start elsewhere (e.g. `?signup=true`), so it gets the plain shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export async function registerWeb(app: FastifyInstance, webDist = WEB_DIST) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  const hasLanding = existsSync(path.join(webDist, 'landing.html'));
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
    // A route of its own, not the not-found fallback below, so the compression hooks apply: the
    // prerendered landing page is the largest HTML the app sends (ADR 070).
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      const page = hasLanding && !request.url.includes('?') ? 'landing.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    });
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
