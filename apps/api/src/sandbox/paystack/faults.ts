/**
 * Fault switches for tests (issue: payments, "Switches for tests"): make the next `count` calls
 * of a provider stand-in time out, answer 5xx, or answer late. Set with
 * `POST /sandbox/<provider>/_faults { mode, count?, endpoint?, delayMs? }`, cleared with DELETE.
 * `endpoint` narrows the fault to one call (e.g. 'initialize', 'verify', 'refund'); default any.
 * `endpoint: 'webhook'` (any mode) drops the next `count` webhooks, as if they were lost.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const FaultRequestSchema = z.strictObject({
  mode: z.enum(['timeout', 'error', 'slow']),
  count: z.number().int().min(1).max(1000).default(1),
  endpoint: z.string().min(1).max(40).default('any'),
  /** For `slow`: how late to answer, ms. Default: half the provider time-out. */
  delayMs: z.number().int().min(0).max(60_000).optional(),
});
export type Fault = z.infer<typeof FaultRequestSchema>;

export class FaultSwitch {
  private faults: Fault[] = [];

  set(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  /**
   * Takes one use of the first fault that applies to `endpoint`, or null. With `exact`, only a
   * fault set for this very endpoint applies (webhook delivery is never hit by 'any').
   */
  take(endpoint: string, exact = false): Fault | null {
    const fault = this.faults.find((f) => f.endpoint === endpoint || (!exact && f.endpoint === 'any'));
    if (!fault) return null;
    fault.count -= 1;
    if (fault.count <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

/**
 * Acts out a fault. Returns true when the reply is taken care of (time-out, error) and false
 * when the caller should answer normally (slow, after the delay).
 * A time-out holds the request until the client gives up (or `timeoutMs` + 2 s), never longer.
 */
export async function actOutFault(
  fault: Fault | null,
  reply: FastifyReply,
  timeoutMs: number,
  errorBody: unknown,
): Promise<boolean> {
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
