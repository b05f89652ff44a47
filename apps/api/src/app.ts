/**
 * Builds the Fastify app from its settings and an open database. Never listens
 * (server.ts does); tests call it and use `app.inject()`.
 * The app owns the database from here on: `app.close()` closes it.
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { type Config, fastifyTrustProxy } from './config';
import type { Database, Db } from './db/client';
import { createAccessTokenSigner, resolveJwtSecret, sessionEnd } from './features/auth/index';
import { apiRoutes, apiSecuritySchemes, apiWebhooks } from './features/index';
import { verifyApiKey } from './features/partners/index';
import { mailPlugin } from './integrations/mail/mail.plugin';
import { jobsPlugin } from './jobs/jobs.plugin';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { createInvitationSigner, type InvitationSigner } from './lib/invitation-token';
import { serializeError, serializeRequest } from './lib/log-safe';
import { createPassSigner, type PassSigner } from './lib/passenger-pass';
import { createRateLimitStore, type RateLimitStore } from './lib/rate-limit';
import { OneLineAccessLog } from './plugins/access-log';
import { authenticatePlugin } from './plugins/authenticate';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { clientErrorHandlerWith, frameworkErrorsWith } from './plugins/framework-errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerInputGuard } from './plugins/input-guard';
import { partnerAuthenticatePlugin } from './plugins/partner-authenticate';
import { registerSecurity, securityHeaderSets } from './plugins/security';
import { registerWeb } from './plugins/web';
import { sandboxRoutes, standInSecuritySchemes } from './sandbox/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Shared rate-limit store (Redis when REDIS_URL is set, else the database); see lib/rate-limit.ts. */
    rateLimits: RateLimitStore;
    /** Signs and checks the lead passenger's pass links (issue 36 item 1), with the access tokens' secret. */
    passes: PassSigner;
    /** Signs and checks organisation invitation links (issue 39 item 1), with the access tokens' secret. */
    invitations: InvitationSigner;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Directory of the built SPA; default apps/web/dist. */
  webDist?: string;
  /** Where log lines go; default stdout. Tests pass a stream to read what was logged. */
  logStream?: { write(line: string): void };
}

/**
 * Log redaction: never log passwords, hashes, tokens, card data, phone numbers, dates of birth
 * or query parameters (architecture guide, Logs; issue 14, item 4). Errors go through
 * {@link serializeError}, which drops SQL parameters and quoted values; requests through
 * {@link serializeRequest}, whose address keeps the query's names only and no pass token; these
 * paths catch the same data when it is logged as an object.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
  'req.headers["stripe-signature"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.email',
  '*.phone',
  '*.dateOfBirth',
  '*.cardNumber',
  '*.cvv',
  '*.pin',
  '*.otp',
  '*.params',
  '*.query',
];

/**
 * The censor of the paths above, which lets the request id through unchanged. pino passes every
 * child logger's bindings through the redactor of the wildcard paths (`*.password`...), and
 * @pinojs/redact 0.4 parses all its paths again on each call, even for a plain string: about
 * 3 µs and 5 KB for the request id of every request. Listed as a top-level path (`reqId` in
 * {@link LOG_REDACTION}), the binding gets pino's top-level stringifier instead, which asks this
 * censor; every other path is censored as pino's default does.
 */
function censor(value: unknown, path: string[]): unknown {
  return path.length === 1 && path[0] === 'reqId' ? value : '[Redacted]';
}

const LOG_REDACTION = { paths: ['reqId', ...REDACT], censor };

/**
 * Where log lines go: the caller's stream (tests); pino-pretty on a terminal; else stdout through
 * pino's asynchronous destination (issue 42 item 3): a request's access line is handed to the
 * destination and written while the next request runs, instead of the request waiting for the
 * write. Nothing is held back (no minimum length), and pino writes what is pending when the
 * process exits.
 */
function logDestination(config: Config, logStream: BuildAppOptions['logStream']) {
  if (logStream) return { stream: logStream };
  if (process.stdout.isTTY && config.env !== 'test') return { transport: { target: 'pino-pretty' } };
  return { stream: pino.destination({ dest: 1, sync: false }) };
}

export async function buildApp({ config, database, webDist, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const headerSets = securityHeaderSets(config.publicUrl.startsWith('https://'));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACTION,
      serializers: { err: serializeError, req: serializeRequest },
      ...logDestination(config, logStream),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    logController: new OneLineAccessLog(),
    bodyLimit: 1024 * 1024,
    // Starting the job runner installs or checks pg-boss's schema under its advisory lock; with
    // several processes starting on a busy database that can take longer than Fastify's 10 s
    // default, which would end the start instead of waiting.
    pluginTimeout: 60_000,
    // Graceful shutdown (ADR 100): in-flight requests finish; plugins/graceful-close.ts answers
    // late ones with a 503 in the envelope; idle keep-alive connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Router and HTTP parser errors answer in the §8 envelope (issue 14, item 6). No hook runs
    // before them, so they are given the API's security headers here.
    frameworkErrors: frameworkErrorsWith(headerSets.api),
    clientErrorHandler: clientErrorHandlerWith(headerSets.api),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // fast-json-stringify writes answers; outside production zod checks each one too (ADR 190).
  app.setSerializerCompiler(answerSerializerCompiler({ checkAgainstZod: config.env !== 'production' }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());
  // After the database's hook: onClose hooks run last-added first, so jobs stop before it closes.
  // Mail before jobs: on close the jobs stop first, then the mailer and catcher they send through.
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  const rateLimits = createRateLimitStore({ db: database.db, redisUrl: config.redisUrl });
  app.decorate('rateLimits', rateLimits);
  app.addHook('onClose', async () => rateLimits.close());

  registerErrorHandling(app);
  registerInputGuard(app);
  // Before graceful close: its 503 while closing carries the request id and security headers too.
  registerSecurity(app, headerSets);
  registerGracefulClose(app);
  // gzip/brotli for the SPA's JS and CSS and for JSON answers over 1 KB. Request bodies are
  // taken as sent: no client of this API compresses one, and inflating them would only add a
  // hook to every request and a way to send a small body that unpacks into a large one (ADR 185).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await registerDocs(app, config, {
    securitySchemes: { ...apiSecuritySchemes, ...standInSecuritySchemes },
    webhooks: apiWebhooks,
  });
  // One secret for the access tokens and the passes it derives a key from: `memory://` makes a
  // new one on each call, and the texts that carry a pass must match the route that reads it.
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  app.decorate('passes', createPassSigner(jwtSecret));
  app.decorate('invitations', createInvitationSigner(jwtSecret));
  await app.register(authenticatePlugin, {
    signer: createAccessTokenSigner(jwtSecret),
    sessionEnd: (sessionId: string) => sessionEnd(app.db, sessionId),
  });
  // Partner routes take an organisation's API key instead (issue 40 item 1; ADR 365).
  await app.register(partnerAuthenticatePlugin, { verify: (request) => verifyApiKey(app.db, request) });
  await app.register(apiRoutes, { prefix: '/api' });
  if (config.sandboxEnabled) await app.register(sandboxRoutes, { prefix: '/sandbox' });
  await registerWeb(app, webDist);
  return app;
}
