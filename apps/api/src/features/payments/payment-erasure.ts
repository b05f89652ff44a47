/**
 * The payments feature's part of account deletion (issue 19, "Data rights: erasure"). Kept apart
 * from payments.repository.ts, which holds the payment flow's SQL.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema/index';

/** Parts of a provider's webhook body that describe the payer (Paystack, then Stripe). */
const PAYER_PATHS = [
  '{data,customer}',
  '{data,metadata}',
  '{data,authorization}',
  '{data,object,customer}',
  '{data,object,metadata}',
  '{data,object,receipt_email}',
  '{data,object,billing_details}',
];

/**
 * Keeps the payments of `userId` (amount, currency, status, reference: accounting needs them)
 * and drops what names the payer: provider metadata, the checkout link and access code, and the
 * customer object of the provider's webhook bodies for these payments.
 */
export async function anonymisePayments(tx: Executor, userId: string): Promise<void> {
  const references = await tx
    .update(payments)
    .set({ metadata: null, accessCode: null, authorizationUrl: null, updatedAt: new Date() })
    .where(eq(payments.userId, userId))
    .returning({ reference: payments.reference });
  if (references.length === 0) return;
  const refs = references.map((r) => r.reference);
  // Paystack names the payment at data.reference, Stripe at data.object.id (the PaymentIntent).
  const stripped = PAYER_PATHS.reduce((acc, path) => sql`${acc} #- ${path}::text[]`, sql`${webhookEvents.payload}`);
  await tx
    .update(webhookEvents)
    .set({ payload: stripped })
    .where(
      or(
        inArray(sql`${webhookEvents.payload} -> 'data' ->> 'reference'`, refs),
        inArray(sql`${webhookEvents.payload} -> 'data' -> 'object' ->> 'id'`, refs),
      ),
    );
}
