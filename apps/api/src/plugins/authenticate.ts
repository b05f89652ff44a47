/**
 * Bearer authentication (spec §6). Protected routes sit in a plugin scope that checks once,
 * `scope.addHook('onRequest', scope.authenticate)`, and then read `request.user` ({ userId, role });
 * `scope.requireRole('admin')` also refuses other roles with 403. Missing token: 401
 * UNAUTHORIZED; expired or invalid token: 401 with the session-expired message; a valid token
 * whose session has ended (signed out, password changed): what `sessionEnd` answers, 401
 * SESSION_ENDED saying why (issue 26 §6).
 */
import type { Role } from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenClaims, AccessTokenSigner } from '../lib/access-tokens';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenSigner;
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireRole(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes without it never read it. */
    user: AccessTokenClaims;
  }
}

/** Extracts the token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthenticateOptions {
  signer: AccessTokenSigner;
  /** The refusal for a token whose session (`sid`) has ended, or null while it is live. */
  sessionEnd(sessionId: string): Promise<Error | null>;
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: AuthenticateOptions) => {
    app.decorate('accessTokens', opts.signer);
    app.decorateRequest('user', null as unknown as AccessTokenClaims);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized();
      const claims = await opts.signer.verify(token);
      if (!claims) throw AppError.unauthorized('Your session has expired. Please sign in again.');
      const ended = claims.sessionId ? await opts.sessionEnd(claims.sessionId) : null;
      if (ended) throw ended;
      request.user = claims;
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!roles.includes(request.user.role)) throw AppError.forbidden();
    });
  },
  { name: 'authenticate' },
);
