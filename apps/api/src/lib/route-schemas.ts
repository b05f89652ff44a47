/**
 * The route layer's shared pieces (issue 13 item 7; spec §8 envelopes): the success envelope,
 * the error responses a route declares, and the OpenAPI security requirement of a protected
 * route. One copy, so every route answers and documents the same way.
 */
import { ErrorEnvelopeSchema } from '@fasttrack/contracts';

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
