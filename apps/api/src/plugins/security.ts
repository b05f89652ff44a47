/**
 * Security headers (helmet; issue: foundation, item 7), in two sets (ADR 185):
 * - **Pages** (the SPA, its files, the sandbox's pages, `/api/docs`): a CSP that fits the SPA.
 *   Paystack's inline checkout is allowed so a live key works; in test mode everything is
 *   same-origin. The only inline script allowed is the signed-out redirect, by its hash (ADR 071).
 * - **API answers** (everything else under `/api/`: JSON, files, images): what a browser heeds on
 *   an answer that is never a page, after OWASP's REST Security Cheat Sheet ("Security headers"):
 *   `Cache-Control: no-store` unless the route sets its own, a CSP of `default-src 'none';
 *   frame-ancestors 'none'`, `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff` and
 *   `Cross-Origin-Resource-Policy: same-origin`. The page set's other nine headers only matter
 *   to a document, and sending them cost a fifth of a request that does no other work.
 * HSTS (one year, subdomains) is in both sets only when PUBLIC_URL is https (issue 14, item 8):
 * over plain http the header is ignored by browsers and would only pin a local origin by mistake.
 *
 * Each set is the same on every answer, so helmet computes both once at start and each request
 * copies one (issue 20 §2: building them per request cost about a tenth of a request that does
 * no other work).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIGNED_IN_PAGE_HEAD_SCRIPT } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** One year in seconds: the minimum the HSTS preload list accepts (issue 14, item 8). */
const HSTS_MAX_AGE_S = 31_536_000;

/** CSP source for the one inline script the prerendered signed-in pages carry (ADR 071). */
const SIGNED_IN_PAGE_HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SIGNED_IN_PAGE_HEAD_SCRIPT).digest('base64')}'`;

/** HSTS when the public origin is https, else none. */
const hsts = (https: boolean): HelmetOptions['strictTransportSecurity'] =>
  https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false;

/** The helmet options for pages; `https` decides HSTS. */
function pageOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SIGNED_IN_PAGE_HEAD_SCRIPT_SOURCE, 'https://js.paystack.co'],
        // Radix primitives inject small <style> elements at runtime (scroll locking).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.paystack.co'],
        // The offline worker (/sw.js) and the install manifest are the app's own (issue 28 item 5).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https://checkout.paystack.com'],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts(https),
  };
}

/** The helmet options for API answers: only the headers that act on a non-document answer. */
function apiOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: hsts(https),
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** Which set a request's answer gets. */
export type HeaderSet = 'page' | 'api';

/** Each set's headers (name -> value). */
export type HeaderSets = Record<HeaderSet, Record<string, string>>;

/**
 * Runs helmet's middleware once per set against a recording response and returns the headers it
 * set, plus `cache-control: no-store` for the API set. Every directive above is a constant, so
 * the answer does not depend on the request: computed once per app (buildApp), which also gives
 * the API set to the router's and the HTTP parser's error answers.
 */
export function securityHeaderSets(https: boolean): HeaderSets {
  return {
    page: helmetHeaders(pageOptions(https)),
    api: { 'cache-control': 'no-store', ...helmetHeaders(apiOptions(https)) },
  };
}

function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** `page` for the SPA, the sandbox and the API's browsable docs; `api` for every other `/api/` path. */
function headerSetFor(url: string): HeaderSet {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? 'api' : 'page';
}

/**
 * Starts every answer with its request id (`x-request-id`, the id its log lines carry) and one set
 * of security headers; a route may still set its own Cache-Control. One hook for both: it runs on
 * every request, and an error answer keeps what it set.
 */
export function registerSecurity(app: FastifyInstance, sets: HeaderSets): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(sets[headerSetFor(request.url)]).header('x-request-id', request.id);
    done();
  });
}
