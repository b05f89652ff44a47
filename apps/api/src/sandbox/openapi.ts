/**
 * How the stand-ins under /sandbox describe themselves in the API's OpenAPI document, and what
 * they answer for a path or method they do not serve (issue 31 §1, §2). Each stand-in keeps its
 * provider's own error shape there, as the real provider would: Paystack `{ status: false,
 * message }`, Stripe `{ error: { type, message } }`, AeroDataBox `{ message }`; the rest of
 * /sandbox (the caught mail, the switches) answers in the §8 envelope like the API.
 */
import { ErrorCode } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allowedMethods } from '../plugins/method-not-allowed';

/**
 * Security schemes of the stand-ins (merged into the document's components by plugins/docs.ts):
 * each provider's API takes its secret key as a bearer token; the test switches and the caught
 * mail also answer a request from the machine itself, with no key.
 */
export const standInSecuritySchemes = {
  paystackSecretKey: {
    type: 'http',
    scheme: 'bearer',
    description: "The Paystack stand-in's secret key (PAYSTACK_SECRET_KEY), as Paystack's API takes it.",
  },
  twilioBasicAuth: {
    type: 'http',
    scheme: 'basic',
    description:
      "The Twilio stand-in's account SID and auth token (TWILIO_ACCOUNT_SID:TWILIO_AUTH_TOKEN), as Twilio's API takes them.",
  },
  stripeSecretKey: {
    type: 'http',
    scheme: 'bearer',
    description: "The Stripe stand-in's secret key (STRIPE_SECRET_KEY), as Stripe's API takes it.",
  },
} as const;

/** The secret key, or nothing for a caller on loopback (`{}`: no requirement). */
export const loopbackOrKey = (scheme: keyof typeof standInSecuritySchemes) => [{}, { [scheme]: [] }];

type Answer = string | { description: string; content: Record<string, { schema: z.ZodType }> };

export interface StandInOperation {
  operationId: string;
  summary: string;
  /** OpenAPI security: `[]` for a page anyone may open. */
  security: Array<Record<string, string[]>>;
  /** Status → a JSON answer's description, or a `mediaAnswer(...)` for a page or a file. */
  answers: Record<number, Answer>;
  /**
   * Checked by Fastify, with a 400 in the §8 envelope: only for the product's own parts of
   * /sandbox (the provider stand-ins check their input themselves, in their provider's shape).
   */
  params?: z.ZodType;
  querystring?: z.ZodType;
}

/**
 * The descriptions of a payment stand-in's fault switches, `POST` and `DELETE /_faults`
 * (sandbox/paystack/faults.ts): `faultSwitchRoutes('Stripe', 'stripeSecretKey').set`.
 */
export function faultSwitchRoutes(provider: 'Paystack' | 'Stripe', scheme: keyof typeof standInSecuritySchemes) {
  const denied = 'Not from loopback and without the secret key';
  return {
    set: standInRoute({
      operationId: `set${provider}Faults`,
      summary: `${provider} stand-in: make the next calls time out, fail or answer late (test switch)`,
      security: loopbackOrKey(scheme),
      answers: { 200: 'Fault set', 400: 'Invalid switch', 403: denied },
    }),
    clear: standInRoute({
      operationId: `clear${provider}Faults`,
      summary: `${provider} stand-in: clear the fault switches`,
      security: loopbackOrKey(scheme),
      answers: { 200: 'Faults cleared', 403: denied },
    }),
  };
}

/**
 * The route schema of one stand-in operation. Answers are documented, not checked: a stand-in
 * sends its provider's bodies as they are (`z.unknown()` writes any JSON unchanged).
 */
export function standInRoute({ operationId, summary, security, answers, ...input }: StandInOperation) {
  const response = Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [
      status,
      typeof answer === 'string' ? z.unknown().describe(answer) : answer,
    ]),
  );
  return { schema: { tags: ['sandbox'], operationId, summary, security, ...input, response } };
}

/**
 * Leaves every route of a stand-in out of the API's description: for stand-ins of providers that
 * publish their own (AeroDataBox, Google's OpenID discovery, Graph API), whose clients are the
 * product's integrations, not partners.
 */
export function hideFromApiDescription(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
}

/**
 * Answers, in the stand-in's own error shape, a request under its prefix that no route takes:
 * 405 with `Allow` when the path is served under other methods, else 404 (never the web app).
 */
export function answerUnknownRoutes(app: FastifyInstance, errorBody: (message: string, status: 404 | 405) => unknown) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(request);
    reply.type('application/json; charset=utf-8');
    if (allowed.length > 0) {
      const message = `Route ${request.method} ${path} is not allowed; use ${allowed.join(', ')}`;
      return reply.status(405).header('allow', allowed.join(', ')).send(errorBody(message, 405));
    }
    return reply.status(404).send(errorBody(`Route ${request.method} ${path} not found`, 404));
  });
}

/** The §8 envelope, for the parts of /sandbox that are the product's own (mail, switches). */
export const envelopeError = (message: string, status: 404 | 405) => ({
  success: false,
  message,
  error: status === 405 ? ErrorCode.METHOD_NOT_ALLOWED : ErrorCode.NOT_FOUND,
});
