/**
 * Graceful close (issue 14, item 3; ADR 100; drain: issue 29 §3, ADR 211; nothing dropped:
 * issue 37, ADR 310).
 *
 * Draining ({@link beginDrain}, on SIGTERM for SHUTDOWN_DRAIN_SECONDS, 1 s by default):
 * `/api/health` answers 503 so a load balancer stops sending here, while every other request is
 * still served; answers carry `Connection: close`, so keep-alive connections end one by one.
 *
 * From the moment `app.close()` starts (its preClose hook):
 * - a request that arrives gets 503 SERVICE_UNAVAILABLE in the §8 envelope with `Retry-After`
 *   and `Connection: close` (its body read first, so closing never resets the sender), except
 *   the provider stand-ins under /sandbox, which answer the provider calls of requests in flight
 *   as the provider itself would;
 * - the listener stays open until two turns of the event loop have passed with no new connection
 *   or request: connections the kernel accepted while the process was busy are accepted and read
 *   by then, so `server.close()` resets none of them. A process that serves its own provider
 *   stand-ins (`ownProviders`, set where they are mounted) also keeps it open until every request
 *   being served has its answer (at most {@link IN_FLIGHT_LIMIT_MS}): those requests reach the
 *   stand-ins through this listener. Any other process closes it at once, so a proxy in front
 *   meets a refused connection and passes the request on (ADR 211);
 * - then Fastify closes the listener and the idle connections (`forceCloseConnections: 'idle'`);
 *   requests still in flight are answered on their connections.
 */
import { once } from 'node:events';
import { setTimeout as sleep, setImmediate as turn } from 'node:timers/promises';
import { ErrorCode, type ErrorEnvelope } from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's way out (per process by nature): `draining` from SIGTERM, `closing` from app.close(). */
    shutdownState: ShutdownState;
  }
}

export interface ShutdownState {
  draining: boolean;
  closing: boolean;
  /** True when this process serves provider stand-ins that its own requests call (test mode). */
  ownProviders: boolean;
}

/**
 * Longest the listener stays open after the drain for requests in flight and the provider calls
 * they make (a payment provider answering late). Within close-with-grace's 9 s (server.ts), with
 * room for the job runner's own bounded stop.
 */
export const IN_FLIGHT_LIMIT_MS = 5_000;

/**
 * Longest the close waits for a turn of the event loop with no new connection or request: both
 * this time and {@link QUIET_LIMIT_ROUNDS} rounds of the loop must have passed. The rounds keep a
 * process that the machine starves of CPU (its 250 ms spent waiting for a core) from closing the
 * listener before it has read what the kernel accepted, which would reset those connections.
 */
const QUIET_LIMIT_MS = 250;
const QUIET_LIMIT_ROUNDS = 20;

/** Longest a refused request's body is waited for before its 503 is sent anyway. */
const BODY_WAIT_MS = 1_000;

const CLOSING: ErrorEnvelope = {
  success: false,
  message: 'The server is restarting; please try again',
  error: ErrorCode.SERVICE_UNAVAILABLE,
};

/** The provider stand-ins (test mode) keep answering while requests in flight call them. */
const servedWhileClosing = (request: FastifyRequest) => request.url.startsWith('/sandbox/');

/** Reads and drops what is left of a request's body, so that closing its connection resets nothing. */
async function discardBody(request: FastifyRequest): Promise<void> {
  if (request.raw.complete) return;
  request.raw.resume();
  await Promise.race([once(request.raw, 'end'), sleep(BODY_WAIT_MS)]).catch(() => undefined);
}

/** Registers the hooks on the root instance. */
export function registerGracefulClose(app: FastifyInstance) {
  const state: ShutdownState = { draining: false, closing: false, ownProviders: false };
  app.decorate('shutdownState', state);
  /**
   * Replies not yet closed, kept only where the close waits for them (`ownProviders`); a hijacked
   * one (a live stream) has `sent` set and is not waited for.
   */
  const inFlight = new Set<FastifyReply>();
  /** Connections accepted plus requests read: the close waits for two turns in which it stays put. */
  let arrivals = 0;
  app.server.on('connection', () => {
    arrivals++;
  });

  const settle = async () => {
    const deadline = Date.now() + IN_FLIGHT_LIMIT_MS;
    let quietBy = Date.now() + QUIET_LIMIT_MS;
    let rounds = 0;
    for (;;) {
      const seen = arrivals;
      // Each turn passes the poll phase, where libuv accepts the whole accept queue and reads
      // what accepted connections have sent.
      await turn();
      await turn();
      const busy = state.ownProviders && [...inFlight].some((reply) => !reply.sent);
      const now = Date.now();
      rounds++;
      if (now >= deadline) return;
      if (busy) {
        quietBy = now + QUIET_LIMIT_MS;
        rounds = 0;
        await sleep(10);
      } else if (arrivals === seen || (now >= quietBy && rounds >= QUIET_LIMIT_ROUNDS)) return;
    }
  };

  app.addHook('preClose', async () => {
    state.closing = true;
    if (app.server.listening) await settle();
  });
  app.addHook('onRequest', async (request, reply) => {
    arrivals++;
    if (state.closing && !servedWhileClosing(request)) {
      request.log.info('refused while closing');
      await discardBody(request);
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '1')
        .type('application/json; charset=utf-8')
        .send(CLOSING);
    }
    if (!state.ownProviders) return;
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
  });
  app.addHook('onSend', async (request, reply) => {
    if ((state.draining || state.closing) && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}

/** Starts the drain: from now on /api/health answers 503 and answers close their connections. */
export function beginDrain(app: FastifyInstance): void {
  app.shutdownState.draining = true;
}
