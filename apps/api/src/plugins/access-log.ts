/**
 * One access-log line per request, written when the answer is sent, with the request, the
 * status and the time taken; Fastify's default writes two (`incoming request` and `request
 * completed`) at info. Logging was the largest cost of a request that does no other work (issue
 * 20 §2). `incoming request` stays at debug, for following a slow request as it arrives.
 * The line passes through the same serializers and redaction as every other (app.ts REDACT).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLineAccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
