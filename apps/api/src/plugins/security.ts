/**
 * Security headers (helmet) with a CSP that fits the SPA (issue: foundation, item 7).
 * Paystack's inline checkout is allowed so a live key works; in test mode everything is same-origin.
 * The only inline script allowed is the signed-out redirect, by its hash (ADR 071).
 * HSTS (one year, subdomains) is sent only when PUBLIC_URL is https (issue 14, item 8): over
 * plain http the header is ignored by browsers and would only pin a local origin by mistake.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { SIGNED_OUT_REDIRECT_SCRIPT } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';

/** One year in seconds: the minimum the HSTS preload list accepts (issue 14, item 8). */
const HSTS_MAX_AGE_S = 31_536_000;

/** CSP source for the one inline script the prerendered signed-in pages carry (ADR 071). */
const SIGNED_OUT_REDIRECT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SIGNED_OUT_REDIRECT_SCRIPT).digest('base64')}'`;

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
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
    strictTransportSecurity: app.config.publicUrl.startsWith('https://')
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true }
      : false,
  });
}
