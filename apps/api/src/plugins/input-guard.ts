/**
 * Refuses NUL characters and lone surrogates in any string of the path parameters, query or
 * parsed body, for every route, with 400 VALIDATION_FAILED in the §8 envelope (issue 14, item 5).
 * PostgreSQL cannot store either in `text`, so without this check such input reached a query
 * and failed with a 500. Runs as a root `preValidation` hook: once, before each route's schema.
 */
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@fasttrack/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * The first unsafe field as `params.id`, `query.q` or a body path; `null` when clean.
 * Path parameters and the query come from the URL, and Node's HTTP parser refuses control
 * characters there, so only a percent-encoded URL can decode to a NUL or a lone surrogate: a URL
 * without `%` skips that walk, and a request without a body skips the other.
 */
function unsafeField(request: FastifyRequest): string | null {
  const parts: [string, unknown][] = [];
  if (request.url.includes('%')) parts.push(['params', request.params], ['query', request.query]);
  if (request.body !== undefined) parts.push(['body', request.body]);
  for (const [part, value] of parts) {
    const at = findUnsafeText(value);
    if (at === null) continue;
    // The body's own fields are named as the schema errors name them (`email`, not `body.email`).
    if (part === 'body') return at || 'body';
    return at ? `${part}.${at}` : part;
  }
  return null;
}

/** Registers the check on the root instance, so it covers routes registered after it. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = unsafeField(request);
    if (field === null) return;
    // A body key may itself carry the character; it is not echoed back as such.
    const name = field.replaceAll('\u0000', '\uFFFD').replace(/[\uD800-\uDFFF]/g, '\uFFFD');
    throw AppError.badRequest(UNSAFE_TEXT_MESSAGE, { [name]: UNSAFE_TEXT_MESSAGE });
  });
}
