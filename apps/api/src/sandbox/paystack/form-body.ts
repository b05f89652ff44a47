/**
 * `application/x-www-form-urlencoded` bodies for the stand-ins only (checkout forms, and the
 * Stripe SDK, which sends its parameters that way). Keys stay flat: `metadata[bookingId]`.
 */
import type { FastifyInstance } from 'fastify';

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** Reads `prefix[key]=value` pairs (e.g. metadata[bookingId]) into an object. */
export function nestedParams(body: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const start = `${prefix}[`;
  for (const [k, v] of Object.entries(body)) {
    if (k.startsWith(start) && k.endsWith(']')) out[k.slice(start.length, -1)] = v;
  }
  return out;
}
