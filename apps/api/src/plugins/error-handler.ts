/**
 * One error handler and one not-found handler for the whole API (spec §8).
 * Known errors keep their status and message; 5xx answers hide internals and are logged
 * with the request id so an operator can find them.
 */
import { ErrorCode, type ErrorEnvelope, Messages } from '@fasttrack/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { frameworkErrorAnswer } from './framework-errors';
import { allowedMethods } from './method-not-allowed';

/** Answers `answer.body` with `answer.status`, and `answer.headers` when given. */
function send(
  reply: FastifyReply,
  answer: { status: number; body: ErrorEnvelope; headers?: Record<string, string> | undefined },
) {
  const { status, body, headers } = answer;
  if (headers) reply.headers(headers);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Maps a zod issue path to a field name: body.email -> email; params.date -> date. */
function fieldOf(instancePath: string): string {
  const clean = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return clean || 'body';
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorCode.UNPROCESSABLE,
  429: ErrorCode.RATE_LIMITED,
};

/** The §8 code of a 4xx that is not an AppError: the status decides (issue 13 item 7). */
function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? ErrorCode.BAD_REQUEST;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'request failed');
      return send(reply, {
        status: err.statusCode,
        body: {
          success: false,
          message: err.message,
          error: err.code,
          ...(err.details ? { details: err.details } : {}),
        },
        headers: err.headers,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const v of err.validation) {
        const params = v.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const key = params?.issue?.path?.length ? params.issue.path.map(String).join('.') : fieldOf(v.instancePath);
        details[key] ??= v.message ?? 'Invalid value';
      }
      const first = Object.values(details)[0];
      const message = Object.keys(details).length === 1 && first ? first : Messages.validationFailed;
      return send(reply, {
        status: 400,
        body: { success: false, message, error: ErrorCode.VALIDATION_FAILED, details },
      });
    }
    // Body parser and router errors (bad JSON, size, media type, URL): framework-errors.ts.
    const framework = frameworkErrorAnswer(err);
    if (framework) return send(reply, framework);
    if (err.statusCode === 429) {
      return send(reply, {
        status: 429,
        body: { success: false, message: Messages.rateLimited, error: ErrorCode.RATE_LIMITED },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, {
        status: err.statusCode,
        body: {
          success: false,
          message: err.message,
          error: codeForStatus(err.statusCode),
        },
      });
    } else {
      request.log.error({ err }, 'unhandled error');
    }
    return send(reply, {
      status: 500,
      body: {
        success: false,
        message: `${Messages.internalError} (request ${request.id})`,
        error: ErrorCode.INTERNAL_ERROR,
      },
    });
  });
}

/**
 * The answer for an `/api` request no route takes: 405 with `Allow` when the path is known under
 * other methods (RFC 9110 §15.5.6; issue 31 §2), else 404. Both in the §8 envelope.
 */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = allowedMethods(request);
  if (allowed.length > 0) {
    return send(reply, {
      status: 405,
      body: {
        success: false,
        message: `Route ${request.method} ${path} is not allowed; use ${allowed.join(', ')}`,
        error: ErrorCode.METHOD_NOT_ALLOWED,
      },
      headers: { allow: allowed.join(', ') },
    });
  }
  return send(reply, {
    status: 404,
    body: {
      success: false,
      message: `Route ${request.method} ${path} not found`,
      error: ErrorCode.NOT_FOUND,
    },
  });
}
