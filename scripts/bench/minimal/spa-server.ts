/**
 * Serves the minimal SPA's build (./spa-build.ts) the way the product serves its own
 * (apps/api/src/app.ts, plugins/web.ts): Fastify, @fastify/compress (brotli or gzip above 1 KB),
 * @fastify/static with fingerprinted assets cached for ever and index.html for client routes.
 * `POST /api/subscribe` answers the e-mail form. A program of its own, started by
 * `npm run bench`. Environment: PORT, DIST_DIR (the build's folder).
 */
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';

const root = process.env.DIST_DIR;
if (!root) throw new Error('DIST_DIR is required');

const app = Fastify({ logger: false });
await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
await app.register(fastifyStatic, {
  root,
  wildcard: false,
  index: false,
  cacheControl: false,
  // @fastify/static 10 (the root's) hands the reply here; the product's 9 hands the raw response.
  setHeaders(reply, filePath) {
    const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
const page = (_request: unknown, reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
// A route of its own, as the product's `/`, so the compression hooks apply to the page too.
app.get('/', page);
app.post('/api/subscribe', async () => ({ success: true }));
app.setNotFoundHandler((request, reply) => {
  if (path.extname(request.url.split('?')[0] ?? '')) return reply.code(404).send('Not Found');
  return page(request, reply);
});

process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
