/**
 * `POST /leads/capture` (spec §7): 201 with the new lead, 200 with the earlier one when the same
 * e-mail and flight were captured within the hour (ADR 021), 400 for a bad e-mail, 429 past
 * {@link LEAD_RATE_LIMIT}'s points per IP per its window.
 */
import { ErrorEnvelopeSchema, LeadCaptureRequestSchema, LeadSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { ok, publicSecurity } from '../../lib/route-schemas';
import { captureLead } from './leads.service';

/** Requests per IP per window: room for a visitor's searches, not for a script's. */
export const LEAD_RATE_LIMIT = { points: 30, durationSeconds: 10 * 60 } as const satisfies RateLimitRule;

export const leadsRoutes: FastifyPluginAsyncZod = namedPlugin('leadsRoutes', async (app) => {
  const perIp = app.rateLimits.limiter('leads:ip', LEAD_RATE_LIMIT);
  app.post(
    '/leads/capture',
    {
      // Counted before validation, so malformed floods are limited too.
      onRequest: async (request) => {
        await enforceRateLimit(perIp, request.ip);
      },
      schema: {
        tags: ['leads'],
        operationId: 'captureLead',
        security: publicSecurity,
        summary: 'Capture a visitor e-mail with the flight they searched',
        body: LeadCaptureRequestSchema,
        response: {
          200: successEnvelope(LeadSchema),
          201: successEnvelope(LeadSchema),
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { lead, created } = await captureLead(app.db, request.body);
      return reply
        .status(created ? 201 : 200)
        .send(ok({ message: created ? 'Lead captured' : 'Lead already captured', data: lead }));
    },
  );
});
