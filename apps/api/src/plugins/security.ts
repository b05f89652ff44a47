/**
 * Security headers (helmet) with a CSP that fits the SPA (issue: foundation, item 7).
 * Paystack's inline checkout is allowed so a live key works; in test mode everything is same-origin.
 * The only inline script allowed is the signed-out redirect, by its hash (ADR 071).
 * HSTS (one year, subdomains) is sent only when PUBLIC_URL is https (issue 14, item 8): over
 * plain http the header is ignored by browsers and would only pin a local origin by mistake.
 *
 * The headers are the same on every answer, so helmet computes them once at start and each
 * request copies them (issue 20 §2: building them per request cost about a tenth of a request
 * that does no other work).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIGNED_OUT_REDIRECT_SCRIPT } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** One year in seconds: the minimum the HSTS preload list accepts (issue 14, item 8). */
const HSTS_MAX_AGE_S = 31_536_000;

/** CSP source for the one inline script the prerendered signed-in pages carry (ADR 071). */
const SIGNED_OUT_REDIRECT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SIGNED_OUT_REDIRECT_SCRIPT).digest('base64')}'`;

/** The helmet options for this product; `https` decides HSTS. */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SIGNED_OUT_REDIRECT_SCRIPT_SOURCE, 'https://js.paystack.co'],
        // Radix primitives inject small <style> elements at runtime (scroll locking).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.paystack.co'],
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
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
  };
}

/**
 * Runs helmet's middleware once against a recording response and returns the headers it set
 * (name -> value). Every directive above is a constant, so the answer does not depend on the
 * request.
 */
export function securityHeaders(https: boolean): Record<string, string> {
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
  helmet(helmetOptions(https))({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** Adds the security headers to every answer, API and SPA alike. */
export function registerSecurity(app: FastifyInstance): void {
  const headers = securityHeaders(app.config.publicUrl.startsWith('https://'));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
