/**
 * Which methods a path answers, for the 405 answers of `/api` and `/sandbox` (RFC 9110 §15.5.6:
 * a 405 names them in `Allow`; issue 31 §2). Read from Fastify's own router, so the list is the
 * routes as registered, HEAD included where a GET exposes it.
 */
import type { FastifyRequest } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods with a route for the request's path, other than its own: `['GET', 'HEAD']` for a
 * POST to `/api/health`; `[]` for a path no route takes (a 404, not a 405). A catch-all route
 * (`/*`: the web build's files while `npm start` builds them, ADR 372) takes every path and
 * says nothing about this one, so it names no method.
 */
export function allowedMethods(request: FastifyRequest): string[] {
  const url = request.url.split('?')[0] ?? '/';
  return METHODS.filter((method) => {
    if (method === request.method) return false;
    const route = request.server.findRoute({ method, url });
    return route !== null && !('*' in route.params);
  });
}
