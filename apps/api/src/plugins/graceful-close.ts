/**
 * Graceful close (issue 14, item 3; ADR 100; drain: issue 29 §3, ADR 211).
 *
 * Draining ({@link beginDrain}, on SIGTERM when SHUTDOWN_DRAIN_SECONDS > 0): `/api/health`
 * answers 503 so a load balancer stops sending here, while every other request is still served;
 * answers carry `Connection: close`, so keep-alive connections end one by one before the
 * listener closes.
 *
 * From the moment `app.close()` starts:
 * - a request already in flight gets its answer, sent with `Connection: close` so its keep-alive
 *   connection ends with it instead of holding `app.close()` open;
 * - a request that still arrives (on an open keep-alive connection) gets 503 SERVICE_UNAVAILABLE
 *   in the §8 envelope and `Connection: close`, so the client or load balancer retries elsewhere.
 * Idle keep-alive connections are closed by Fastify (`forceCloseConnections: 'idle'`, app.ts).
 */
import { ErrorCode, type ErrorEnvelope } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's way out (per process by nature): `draining` from SIGTERM, `closing` from app.close(). */
    shutdownState: ShutdownState;
  }
}

export interface ShutdownState {
  draining: boolean;
  closing: boolean;
}

const CLOSING: ErrorEnvelope = {
  success: false,
  message: 'The server is restarting; please try again',
  error: ErrorCode.SERVICE_UNAVAILABLE,
};

/** Registers the hooks on the root instance. */
export function registerGracefulClose(app: FastifyInstance) {
  const state: ShutdownState = { draining: false, closing: false };
  app.decorate('shutdownState', state);
  app.addHook('preClose', async () => {
    state.closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!state.closing) return;
    request.log.info('refused while closing');
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(CLOSING);
  });
  app.addHook('onSend', async (request, reply) => {
    if ((state.draining || state.closing) && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}

/** Starts the drain: from now on /api/health answers 503 and answers close their connections. */
export function beginDrain(app: FastifyInstance): void {
  app.shutdownState.draining = true;
}
