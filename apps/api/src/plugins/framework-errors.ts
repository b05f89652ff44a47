/**
 * Errors raised by Fastify or by Node's HTTP parser rather than by a route, each answered in
 * the §8 envelope with a stable code (issue 14, item 6):
 *
 * | Source                                   | Status | `error`                  |
 * | ---------------------------------------- | ------ | ------------------------ |
 * | FST_ERR_BAD_URL (`/api/bookings/%ZZ`)    | 400    | BAD_URL                  |
 * | FST_ERR_MAX_PARAM_LENGTH (> 100 chars)   | 414    | URI_TOO_LONG             |
 * | FST_ERR_CTP_INVALID_JSON_BODY, bad JSON  | 400    | INVALID_JSON             |
 * | FST_ERR_CTP_EMPTY_JSON_BODY              | 400    | INVALID_JSON             |
 * | FST_ERR_CTP_BODY_TOO_LARGE (> 1 MB)      | 413    | PAYLOAD_TOO_LARGE        |
 * | FST_ERR_CTP_INVALID_MEDIA_TYPE           | 415    | UNSUPPORTED_MEDIA_TYPE   |
 * | Node HPE_HEADER_OVERFLOW (> 16 KB)       | 431    | HEADERS_TOO_LARGE        |
 * | Node ERR_HTTP_REQUEST_TIMEOUT            | 408    | REQUEST_TIMEOUT          |
 * | any other Node parser error              | 400    | BAD_REQUEST              |
 *
 * Router errors reach {@link frameworkErrorsWith} (Fastify's `frameworkErrors` option); parser
 * errors happen before Fastify sees a request, so {@link clientErrorHandlerWith} writes the raw
 * HTTP answer. Both carry the API's security headers, as every other API answer does.
 */
import type { Socket } from 'node:net';
import { ErrorCode, type ErrorEnvelope, Messages } from '@fasttrack/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface FrameworkAnswer {
  status: number;
  body: ErrorEnvelope;
}

const answer = (status: number, error: ErrorCode, message: string): FrameworkAnswer => ({
  status,
  body: { success: false, message, error },
});

/** The envelope for a Fastify framework error, or `null` when `err` is not one. */
export function frameworkErrorAnswer(err: FastifyError): FrameworkAnswer | null {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      return answer(400, ErrorCode.BAD_URL, 'The address is not correctly encoded');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer(414, ErrorCode.URI_TOO_LONG, 'A part of the address is too long');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, ErrorCode.INVALID_JSON, Messages.invalidJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, ErrorCode.INVALID_JSON, 'Request body is empty');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, ErrorCode.PAYLOAD_TOO_LARGE, 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type');
  }
  // Body parsers other than Fastify's own (e.g. a JSON.parse in a plugin) throw a plain SyntaxError.
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return answer(400, ErrorCode.INVALID_JSON, Messages.invalidJson);
  }
  if (err.statusCode === 413) return answer(413, ErrorCode.PAYLOAD_TOO_LARGE, 'Request body is too large');
  if (err.statusCode === 415) return answer(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content type');
  return null;
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before a route is chosen
 * (bad URL encoding, over-long parameter). Anything unknown gets a 400 BAD_REQUEST.
 * @param headers the API's security headers (plugins/security.ts): no onRequest hook runs before
 *   a router error, so this answer sets them, and the request id, itself.
 */
export function frameworkErrorsWith(headers: Record<string, string>) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = frameworkErrorAnswer(err) ?? answer(400, ErrorCode.BAD_REQUEST, 'Bad request');
    request.log.info({ code: err.code, status: known.status }, 'framework error');
    reply
      .status(known.status)
      .headers(headers)
      .header('x-request-id', request.id)
      .type('application/json; charset=utf-8')
      .send(known.body);
  };
}

/** The envelope for a Node HTTP parser error (header overflow, time-out, malformed request). */
export function clientErrorAnswer(err: NodeJS.ErrnoException): FrameworkAnswer {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    return answer(431, ErrorCode.HEADERS_TOO_LARGE, 'Request headers are too large');
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return answer(408, ErrorCode.REQUEST_TIMEOUT, 'The request took too long to arrive');
  }
  return answer(400, ErrorCode.BAD_REQUEST, 'Bad request');
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler` option (Node's `clientError` event): the socket gets a
 * complete HTTP/1.1 answer with the envelope and `headers` (the API's security headers), and is
 * then closed, as Node's own handler does.
 */
export function clientErrorHandlerWith(headers: Record<string, string>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    // A reset or already-closed socket cannot be answered (Node docs, event 'clientError').
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, body } = clientErrorAnswer(err);
    const json = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${REASON[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${headerLines}` +
          `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(err);
  };
}
