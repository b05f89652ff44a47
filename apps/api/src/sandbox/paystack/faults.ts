/**
 * Fault switches for tests (issue: payments, "Switches for tests"): make the next `count` calls
 * of a provider stand-in time out, answer 5xx, or answer late. Set with
 * `POST /sandbox/<provider>/_faults { mode, count?, endpoint?, delayMs? }`, cleared with DELETE.
 * `endpoint` narrows the fault to one call (e.g. 'initialize', 'verify', 'refund'); default any.
 * `endpoint: 'webhook'` (any mode) drops the next `count` webhooks, as if they were lost.
 */

import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sandboxFaults } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

export const FaultRequestSchema = z.strictObject({
  mode: z.enum(['timeout', 'error', 'slow']),
  count: z.number().int().min(1).max(1000).default(1),
  endpoint: z.string().min(1).max(40).default('any'),
  /** For `slow`: how late to answer, ms. Default: half the provider time-out. */
  delayMs: z.number().int().min(0).max(60_000).optional(),
});
export type FaultRequest = z.infer<typeof FaultRequestSchema>;
export type Fault = Pick<FaultRequest, 'mode' | 'endpoint' | 'delayMs'>;

/**
 * The switches of one provider stand-in, in the `sandbox_faults` table (ADR 105): a fault set
 * through one API process applies to calls served by any other, and each use is taken once.
 */
export class FaultSwitch {
  constructor(
    private readonly db: Db,
    private readonly provider: 'paystack' | 'stripe',
  ) {}

  async set(fault: FaultRequest): Promise<void> {
    await this.db.insert(sandboxFaults).values({
      provider: this.provider,
      mode: fault.mode,
      endpoint: fault.endpoint,
      remaining: fault.count,
      delayMs: fault.delayMs ?? null,
    });
  }

  async clear(): Promise<void> {
    await this.db.delete(sandboxFaults).where(eq(sandboxFaults.provider, this.provider));
  }

  /**
   * Takes one use of the oldest fault that applies to `endpoint`, or null. With `exact`, only a
   * fault set for this very endpoint applies (webhook delivery is never hit by 'any'). One
   * statement, so two processes never take the same last use.
   */
  async take(endpoint: string, exact = false): Promise<Fault | null> {
    const f = sandboxFaults;
    const applies = exact ? eq(f.endpoint, endpoint) : or(eq(f.endpoint, endpoint), eq(f.endpoint, 'any'));
    const [row] = await this.db
      .update(f)
      .set({ remaining: sql`${f.remaining} - 1` })
      .where(
        eq(
          f.id,
          sql`(select ${f.id} from ${f} where ${and(eq(f.provider, this.provider), gt(f.remaining, 0), applies)}
               order by ${f.id} limit 1 for update skip locked)`,
        ),
      )
      .returning({ mode: f.mode, endpoint: f.endpoint, delayMs: f.delayMs });
    if (!row) return null;
    await this.db.delete(f).where(and(eq(f.provider, this.provider), lte(f.remaining, 0)));
    return { mode: row.mode as Fault['mode'], endpoint: row.endpoint, delayMs: row.delayMs ?? undefined };
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True when the request's socket comes from this machine (never read from `X-Forwarded-For`). */
export function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
}

/**
 * Who may flip the switches (issue 14 item 7): only a stand-in in test mode, and only a request
 * from loopback (the socket's own address, never `X-Forwarded-For`) or one that carries the
 * stand-in's secret key as `Authorization: Bearer <key>`.
 * @throws AppError 404 outside test mode, 403 for anyone else (§8 envelope).
 */
export function assertMayFlipFaults(request: FastifyRequest, secretKey: string): void {
  if (!request.server.config.testMode) throw AppError.notFound();
  if (fromLoopback(request)) return;
  if (request.headers.authorization === `Bearer ${secretKey}`) return;
  throw AppError.forbidden("The fault switches answer only on loopback or with the stand-in's secret key");
}

/**
 * Acts out a fault. Returns true when the reply is taken care of (time-out, error) and false
 * when the caller should answer normally (slow, after the delay).
 * A time-out holds the request until the client gives up (or `answer.timeoutMs` + 2 s), never
 * longer; an error and a time-out answer `answer.errorBody`.
 */
export async function actOutFault(
  fault: Fault | null,
  reply: FastifyReply,
  answer: { timeoutMs: number; errorBody: unknown },
): Promise<boolean> {
  const { timeoutMs, errorBody } = answer;
  if (!fault) return false;
  if (fault.mode === 'error') {
    await reply.status(500).send(errorBody);
    return true;
  }
  if (fault.mode === 'slow') {
    await sleep(fault.delayMs ?? Math.floor(timeoutMs / 2));
    return false;
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs + 2_000);
    timer.unref();
    reply.raw.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (!reply.raw.destroyed) await reply.status(504).send(errorBody);
  return true;
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
}
