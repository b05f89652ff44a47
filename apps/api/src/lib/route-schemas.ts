/**
 * The route layer's shared pieces (issue 13 item 7; spec §8 envelopes): the success envelope,
 * the error responses a route declares, and the OpenAPI security requirement of a protected
 * route. One copy, so every route answers and documents the same way.
 */
import { ErrorEnvelopeSchema } from '@fasttrack/contracts';
import { z } from 'zod';

/** A §8 success envelope: `{ success: true, data?, message? }` around what the route returns. */
export function ok<const B extends { data?: unknown; message?: string }>(body: B): { success: true } & B {
  return { success: true, ...body };
}

/**
 * Response schemas for the error statuses a route may answer, each the §8 error envelope:
 * `errorResponses(400, 404)` gives `{ 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema }`.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema]));
}

/** OpenAPI `security` of a route that needs `Authorization: Bearer <access token>` (spec §6). */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * OpenAPI `security` of a partner route (issue 40 item 1): `Authorization: Bearer ftk_live_…`
 * (`ftk_test_…` on a sandbox instance), an organisation's API key; the scheme is
 * {@link partnerKeySecuritySchemes}.
 */
export const partnerKeySecurity = [{ partnerKey: [] }];

/** The OpenAPI security scheme of {@link partnerKeySecurity}. */
export const partnerKeySecuritySchemes = {
  partnerKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ftk_live_… / ftk_test_…',
    description:
      "An organisation's API key, made by its owner or admin and shown once; it acts as the organisation with its scopes.",
  },
} as const;

/**
 * OpenAPI `security` of a route anyone may call: an explicit empty list, so API tools can tell a
 * public route from one whose requirement was forgotten (issue 31 §1).
 */
export const publicSecurity: Array<Record<string, string[]>> = [];

/**
 * An answer whose body is not JSON, documented with its true media types (issue 31 §1): bytes as
 * `format: binary` (a PDF, an image), text as a string (HTML, plain text, an event stream).
 * `mediaAnswer('The receipt', ['application/pdf'])`. Fastify writes such bodies as they are.
 */
export function mediaAnswer(description: string, mediaTypes: readonly string[], kind: 'binary' | 'text' = 'binary') {
  const body = kind === 'binary' ? z.any().meta({ type: 'string', format: 'binary' }) : z.string();
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: body }])) };
}
