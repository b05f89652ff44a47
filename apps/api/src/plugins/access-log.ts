/**
 * One access-log line per request, written when the answer is sent, with the request, the
 * status and the time taken; Fastify's default writes two (`incoming request` and `request
 * completed`) at info. Logging was the largest cost of a request that does no other work (issue
 * 20 §2). `incoming request` stays at debug, for following a slow request as it arrives.
 *
 * The line of an answered request holds only what the serializers write (app.ts: the request's
 * method, safe address, host and peer; the status; a number), so it goes through a child of the
 * root logger without the redaction of app.ts REDACT (issue 42 item 3; ADR 368): that redaction,
 * @pinojs/redact 0.4, parses each of its paths again for every key of every line, about 30 µs of
 * a request that does no other work, and finds nothing to hide in these keys. The line is the
 * same, field for field and in the same order (`reqId` first, as the request's own logger writes
 * it). A failed request's line carries the error too, and keeps the redacting logger.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** pino's level check, present on every pino logger. */
interface LevelCheck {
  isLevelEnabled(level: string): boolean;
}

/** pino's child option that turns redaction off for the child (no paths). */
const NO_REDACTION = { redact: { paths: [] } };

export class OneLineAccessLog extends LogController {
  /** Per root logger (one per app), its child without redaction. */
  private readonly unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
      return;
    }
    // The request's logger decides the level (a route may set its own); Fastify's logger type
    // leaves out pino's `isLevelEnabled`.
    if (!(reply.log as FastifyBaseLogger & LevelCheck).isLevelEnabled('info')) return;
    this.unredactedOf(request.server.log).info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }

  private unredactedOf(root: FastifyBaseLogger): FastifyBaseLogger {
    let logger = this.unredacted.get(root);
    if (!logger) {
      logger = root.child({}, NO_REDACTION);
      this.unredacted.set(root, logger);
    }
    return logger;
  }
}
