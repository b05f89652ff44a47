/**
 * Builds the Fastify app from its settings and an open database. Never listens
 * (server.ts does); tests call it and use `app.inject()`.
 * The app owns the database from here on: `app.close()` closes it.
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createAccessTokenSigner, resolveJwtSecret } from './features/auth/index';
import { apiRoutes } from './features/index';
import { createRateLimiter, type RateLimitStore } from './lib/rate-limit';
import { authenticatePlugin } from './plugins/authenticate';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { sandboxRoutes } from './sandbox/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Shared rate limiter (Redis when REDIS_URL is set, else the database); see lib/rate-limit.ts. */
    rateLimiter: RateLimitStore;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Directory of the built SPA; default apps/web/dist. */
  webDist?: string;
}

/** Log redaction: never log passwords, tokens or card data (architecture guide, Logs). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
  'req.headers["stripe-signature"]',
  '*.password',
  '*.token',
  '*.refreshToken',
];

export async function buildApp({ config, database, webDist }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACT,
      ...(process.stdout.isTTY && config.env !== 'test' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Lets in-flight requests finish on close while refusing new ones (graceful shutdown).
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());
  const rateLimiter = createRateLimiter({ db: database.db, redisUrl: config.redisUrl });
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onClose', async () => rateLimiter.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app);
  // gzip/brotli for the SPA's JS and CSS and for JSON answers over 1 KB.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerDocs(app, config);
  await app.register(authenticatePlugin, {
    signer: createAccessTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir)),
  });
  await app.register(apiRoutes, { prefix: '/api' });
  if (config.sandboxEnabled) await app.register(sandboxRoutes, { prefix: '/sandbox' });
  await registerWeb(app, webDist);
  return app;
}
