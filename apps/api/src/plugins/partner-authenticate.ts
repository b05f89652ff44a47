/**
 * API-key authentication of the partner routes (issue 40 item 1; ADR 365). A route (or a scope's
 * hook) uses `app.authenticatePartner`, or `app.requirePartnerScope('bookings:write')`, which
 * authenticates and then checks the scope; handlers read `request.partner`.
 *
 * - `Authorization: Bearer ftk_…` absent (or a person's token): 401 UNAUTHORIZED, keyMissing.
 * - Unknown, revoked, expired, or of the other mode (`ftk_live_` on a test instance and the
 *   reverse): 401 UNAUTHORIZED, keyInvalid, without saying which.
 * - Over API_KEY_RATE_LIMIT per key: 429 RATE_LIMITED with Retry-After (lib/rate-limit.ts).
 * - A scope the key lacks: 403 FORBIDDEN, scopeMissing. A write (every accepted scope a `:write`
 *   one) for a suspended organisation: 403, organisationNotApproved; its reads still work.
 *
 * The key lookup is the partners feature's, handed in by app.ts (plugins import no feature).
 */
import { API_KEY_RATE_LIMIT, type ApiKeyMode, type ApiKeyScope, PartnerMessages } from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { bearerToken } from './authenticate';

/** Who the key is, as the partner routes read it. */
export interface PartnerCaller {
  apiKeyId: string;
  organisationId: string;
  organisationName: string;
  /** A suspended organisation's key reads but may not write. */
  organisationStatus: 'approved' | 'suspended';
  keyName: string;
  scopes: ApiKeyScope[];
  /** The owner or admin who made the key: the booker of record of its bookings (ADR 365). */
  createdByUserId: string;
  mode: ApiKeyMode;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticatePartner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Authenticates, then refuses a key holding none of `scopes` (any one suffices). */
    requirePartnerScope(
      ...scopes: [ApiKeyScope, ...ApiKeyScope[]]
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticatePartner`; routes without it never read it. */
    partner: PartnerCaller;
  }
}

export interface PartnerAuthenticateOptions {
  /** The key's holder when it works on an instance of `mode` at `now`, else null (features/partners). */
  verify(request: { key: string; mode: ApiKeyMode; now: Date }): Promise<PartnerCaller | null>;
  /** The clock; tests pass one to expire keys without waiting. Default the system's. */
  now?: () => Date;
}

export const partnerAuthenticatePlugin = fp(
  async (app: FastifyInstance, opts: PartnerAuthenticateOptions) => {
    const now = opts.now ?? (() => new Date());
    const mode: ApiKeyMode = app.config.testMode ? 'test' : 'live';
    const perKey = app.rateLimits.limiter('partner:key', API_KEY_RATE_LIMIT);
    app.decorateRequest('partner', null as unknown as PartnerCaller);

    app.decorate('authenticatePartner', async (request: FastifyRequest) => {
      if (request.partner) return;
      const token = bearerToken(request);
      if (!token?.startsWith('ftk_')) throw AppError.unauthorized(PartnerMessages.keyMissing);
      const partner = await opts.verify({ key: token, mode, now: now() });
      if (!partner) throw AppError.unauthorized(PartnerMessages.keyInvalid);
      await enforceRateLimit(perKey, partner.apiKeyId);
      request.partner = partner;
    });

    app.decorate(
      'requirePartnerScope',
      (...scopes: [ApiKeyScope, ...ApiKeyScope[]]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          await app.authenticatePartner(request, reply);
          const { partner } = request;
          if (!scopes.some((scope) => partner.scopes.includes(scope))) {
            throw AppError.forbidden(PartnerMessages.scopeMissing(scopes[0]));
          }
          const writes = scopes.every((scope) => scope.endsWith(':write'));
          if (writes && partner.organisationStatus !== 'approved') {
            throw AppError.forbidden(PartnerMessages.organisationNotApproved);
          }
        },
    );
  },
  { name: 'partner-authenticate' },
);
