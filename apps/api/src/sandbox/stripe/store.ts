/**
 * The Stripe stand-in's PaymentIntents and idempotent answers, kept in the database (tables
 * `sandbox_stripe_intents`, `sandbox_idempotency`; ADR 105) so any API process serves any
 * intent. Row types stay in this file.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { sandboxStripeIntents as intents, sandboxIdempotency } from '../../db/schema/index';

export class StripeSandboxStore {
  constructor(private readonly db: Db) {}

  async insert(intent: Stripe.PaymentIntent): Promise<void> {
    await this.db.insert(intents).values({ id: intent.id, intent });
  }

  async get(id: string): Promise<Stripe.PaymentIntent | null> {
    const [row] = await this.db.select({ intent: intents.intent }).from(intents).where(eq(intents.id, id));
    return (row?.intent as Stripe.PaymentIntent | undefined) ?? null;
  }

  /** Saves the intent's new state. */
  async save(intent: Stripe.PaymentIntent): Promise<void> {
    await this.db.update(intents).set({ intent, updatedAt: new Date() }).where(eq(intents.id, intent.id));
  }

  /** Records the one refund of an intent; false when it was refunded already. */
  async markRefunded(id: string, refundId: string): Promise<boolean> {
    const rows = await this.db
      .update(intents)
      .set({ refundId, updatedAt: new Date() })
      .where(and(eq(intents.id, id), isNull(intents.refundId)))
      .returning({ id: intents.id });
    return rows.length > 0;
  }

  /** The answer given earlier for this idempotency key, if any. */
  async replay(key: string): Promise<unknown> {
    const [row] = await this.db
      .select({ response: sandboxIdempotency.response })
      .from(sandboxIdempotency)
      .where(eq(sandboxIdempotency.key, key));
    return row?.response;
  }

  async remember(key: string, response: unknown): Promise<void> {
    await this.db.insert(sandboxIdempotency).values({ key, response }).onConflictDoNothing();
  }
}
