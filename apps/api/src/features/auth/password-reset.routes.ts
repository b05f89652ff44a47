/**
 * POST /auth/forgot-password and POST /auth/reset-password (issue 16 §3); rules in
 * password-reset.service.ts.
 */
import {
  AuthResultSchema,
  ForgotPasswordRequestSchema,
  MessageEnvelopeSchema,
  PasswordResetMessages,
  ResetPasswordRequestSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, publicSecurity } from '../../lib/route-schemas';
import type { AuthDeps } from './auth.service';
import { PASSWORD_RESET_LIMITS } from './auth-limits';
import { requestPasswordReset, resetPassword } from './password-reset.service';

export function registerPasswordResetRoutes(fastify: FastifyInstance, base: AuthDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    ...base,
    jobs: app.jobs,
    resetLimits: {
      perIp: app.rateLimits.limiter('auth:password-reset:ip', PASSWORD_RESET_LIMITS.perIp),
      perAccount: app.rateLimits.limiter('auth:password-reset:account', PASSWORD_RESET_LIMITS.perAccount),
    },
  };

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        security: publicSecurity,
        summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
        body: ForgotPasswordRequestSchema,
        response: { 202: MessageEnvelopeSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, { ip: request.ip });
      return reply.status(202).send(ok({ message: PasswordResetMessages.requested }));
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        security: publicSecurity,
        summary: 'Set a new password with the e-mailed token; ends every session and signs in',
        body: ResetPasswordRequestSchema,
        response: { 200: successEnvelope(AuthResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok({
        message: PasswordResetMessages.done,
        data: await resetPassword(deps, request.body, { ip: request.ip }),
      }),
  );
}
