/**
 * Security headers (helmet) with a CSP that fits the SPA (issue: foundation, item 7).
 * Paystack's inline checkout is allowed so a live key works; in test mode everything is same-origin.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.paystack.co'],
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
    // HSTS only makes sense behind TLS; a reverse proxy in production sets it.
    strictTransportSecurity: false,
  });
}
