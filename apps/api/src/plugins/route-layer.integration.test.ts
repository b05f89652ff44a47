import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A route that fails the way a framework or plugin does: a 4xx that is not an AppError. */
function extraRoutes(app: FastifyInstance) {
  for (const status of [403, 404, 409, 418]) {
    app.get(`/api/_test/status/${status}`, async () => {
      throw Object.assign(new Error(`plain ${status}`), { statusCode: status });
    });
  }
}

/**
 * Public routes whose 401 is about something other than a bearer token: wrong credentials, a
 * refresh token in the body, a provider's webhook signature.
 */
const PUBLIC_401 = new Set([
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/payments/paystack/webhook',
  'POST /api/payments/stripe/webhook',
  // Signed by Twilio (X-Twilio-Signature), not a bearer token (issue 28).
  'POST /api/webhooks/twilio/status',
  'POST /api/webhooks/twilio/inbound',
  'POST /api/webhooks/twilio/calls/{callId}/twiml',
  'POST /api/webhooks/twilio/calls/{callId}/status',
  'POST /api/webhooks/twilio/calls/{callId}/dial',
  // Opened by EventSource, which sends no bearer header: a 60-second stream ticket instead (ADR 125).
  'GET /api/live/stream',
]);

/** Sign-out also takes the refresh token alone, so it may end a session without a bearer token. */
const SIGN_OUT = new Set(['POST /api/auth/logout']);

type Operation = { security?: Array<Record<string, string[]>>; responses?: Record<string, unknown> };

/**
 * The route asks for the bearer access token, or a partner's API key (issue 40; other schemes:
 * webhook signatures, stand-in keys).
 */
const needsBearer = (op: Operation) =>
  op.security?.some((requirement) => 'bearerAuth' in requirement || 'partnerKey' in requirement) ?? false;

/**
 * The route cannot be used without one: an empty requirement (`{}`) beside the bearer one makes
 * the token optional (`POST /api/quotes` asks for it only with `useCredits`).
 */
const requiresBearer = (op: Operation) =>
  needsBearer(op) && !(op.security ?? []).some((requirement) => Object.keys(requirement).length === 0);

/**
 * Counts Fastify's searches of the loaded CommonJS modules for a plugin's name, which it makes
 * only for a plugin registered without one (lib/named-plugin.ts, ADR 393): an entry at the end of
 * `require.cache` that counts the reads of its exports. @fastify/swagger-ui registers its own
 * routes unnamed; they are a CommonJS module's export, which the search finds before the entry
 * once that module is loaded, so it is loaded first and any count is a plugin of ours.
 */
function watchPluginNameSearches() {
  const require = createRequire(import.meta.url);
  require('@fastify/swagger-ui/lib/routes');
  const key = '\0plugin-name-probe';
  const probe = { searches: 0 };
  require.cache[key] = {
    get exports() {
      probe.searches += 1;
      return undefined;
    },
  } as unknown as NodeJS.Module;
  return { probe, stop: () => delete require.cache[key] };
}

describe('route layer (issue 13 item 7)', () => {
  let t: TestApp;
  let pluginNameSearches: number;
  beforeAll(async () => {
    const watch = watchPluginNameSearches();
    try {
      t = await createTestApp({}, { extend: extraRoutes });
    } finally {
      watch.stop();
    }
    pluginNameSearches = watch.probe.searches;
  });
  afterAll(() => t.close());

  it('names every plugin it registers, so no start searches the loaded modules for a name (issue 42)', () => {
    // Each plugin registered without a name is searched for twice.
    expect(pluginNameSearches).toBe(0);
  });

  it('documents bearer security on every route that can answer 401 for a missing token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const protectedRoutes: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // The stand-ins under /sandbox answer 401 for their provider's secret key, not a token.
        if (!op.responses?.['401'] || !path.startsWith('/api/')) continue;
        const route = `${method.toUpperCase()} ${path}`;
        if (PUBLIC_401.has(route)) continue;
        protectedRoutes.push(route);
        if (!needsBearer(op)) missing.push(route);
      }
    }
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/payments/paystack/create',
        'GET /api/payments/user',
        'POST /api/partner/bookings',
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('refuses every route documented as protected with 401 UNAUTHORIZED when no token is sent', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const answers: Record<string, string> = {};
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!requiresBearer(op) || PUBLIC_401.has(route) || SIGN_OUT.has(route)) continue;
        // Any well-formed id: the token is checked before the parameters are.
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        answers[route] = `${res.statusCode} ${(res.json() as { error?: string }).error}`;
      }
    }
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['GET /api/auth/me', 'PUT /api/pricing/{serviceType}']),
    );
    expect(Object.entries(answers).filter(([, answer]) => answer !== '401 UNAUTHORIZED')).toEqual([]);
  });

  it('refuses a protected payments route without a token with 401 UNAUTHORIZED', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it('names a 4xx that is not an AppError by its status, never VALIDATION_FAILED', async () => {
    const expected = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 418: 'BAD_REQUEST' } as const;
    for (const [status, code] of Object.entries(expected)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/_test/status/${status}` });
      expect(res.statusCode).toBe(Number(status));
      expect(res.json()).toMatchObject({ success: false, error: code });
    }
  });
});
