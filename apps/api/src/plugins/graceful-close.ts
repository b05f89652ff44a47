/**
 * Graceful close (issue 14, item 3; ADR 100). From the moment `app.close()` starts:
 * - a request already in flight gets its answer, sent with `Connection: close` so its keep-alive
 *   connection ends with it instead of holding `app.close()` open;
 * - a request that still arrives (on an open keep-alive connection) gets 503 SERVICE_UNAVAILABLE
 *   in the §8 envelope and `Connection: close`, so the client or load balancer retries elsewhere.
 * Idle keep-alive connections are closed by Fastify (`forceCloseConnections: 'idle'`, app.ts).
 */
import { ErrorCode, type ErrorEnvelope } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';

const CLOSING: ErrorEnvelope = {
  success: false,
  message: 'The server is restarting; please try again',
  error: ErrorCode.SERVICE_UNAVAILABLE,
};

/** Registers the hooks on the root instance. The flag is per process: it describes this process's own shutdown. */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    request.log.info('refused while closing');
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(CLOSING);
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}
