/**
 * SQL of account deletion (issue 19, Data rights: erasure). This file is the inventory of where
 * a traveller's personal data lives: each function erases or anonymises one place. Bookings and
 * payments stay (accounting), without the person in them. Run all of it in one transaction.
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookings,
  chatMessages,
  idempotencyKeys,
  leads,
  notificationPreferences,
  oauthIdentities,
  outboxMessages,
  passwordResetTokens,
  payments,
  phoneVerificationCodes,
  profileImages,
  pushSubscriptions,
  serviceRatings,
  users,
  verifiedPhones,
  webhookEvents,
} from '../../db/schema/index';

/** The account's sign-in facts, locked against a concurrent deletion or sign-in change. */
export async function lockAccount(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** The account's password hash and role, unlocked (checked before the transaction starts). */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ role: users.role, passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The user's bookings that still hold money or a service, locked: paid and not yet over
 * (pending or confirmed, service window still ahead), or with a refund still on its way.
 */
export function lockOpenBookings(tx: Executor, userId: string, now: Date) {
  return tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      refundStatus: bookings.refundStatus,
      serviceWindowEnd: bookings.serviceWindowEnd,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        or(
          and(inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.serviceWindowEnd, now)),
          inArray(bookings.refundStatus, ['pending', 'processing', 'failed']),
        ),
      ),
    )
    .orderBy(bookings.createdAt)
    .for('update');
}

/** Removes the booking contact, special requests and the user's chat text; returns how many bookings. */
export async function anonymiseBookings(tx: Executor, userId: string): Promise<number> {
  const rows = await tx
    .update(bookings)
    .set({
      leadPassengerName: null,
      contactPhone: null,
      leadPassengerEmail: null,
      specialRequirements: null,
      updatedAt: new Date(),
    })
    .where(eq(bookings.userId, userId))
    .returning({ id: bookings.id });
  await tx
    .update(chatMessages)
    .set({ body: '[deleted]', senderName: 'Deleted account' })
    .where(eq(chatMessages.senderUserId, userId));
  // The score stays for the officer's average; the free text may name the traveller.
  await tx.update(serviceRatings).set({ comment: null }).where(eq(serviceRatings.userId, userId));
  return rows.length;
}

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
 * Keeps the payments (amount, currency, status, reference) and drops what names the payer:
 * provider metadata, the checkout link and access code, and the customer object of the
 * provider's webhook bodies for these payments.
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

/** Deletes rows that only exist for the person: identities, preferences, push devices, picture, tokens, leads. */
export async function deletePersonalRows(tx: Executor, userId: string, email: string): Promise<void> {
  await tx.delete(oauthIdentities).where(eq(oauthIdentities.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  // No push reaches the person's devices any more (issue 28 §4).
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(profileImages).where(eq(profileImages.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // The verified number and codes sent to it (issue 28 §3). A STOP stays: it is the number's own.
  await tx.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
  await tx.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
  // Stored answers repeat booking details (names, special requests).
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  // Leads keep their e-mail lower-cased and trimmed.
  await tx.delete(leads).where(eq(leads.email, email.trim().toLowerCase()));
  // Nothing more goes to this person; the record of what was sent stays, without its facts.
  await tx
    .update(outboxMessages)
    .set({ status: 'dropped', lastError: 'account deleted', updatedAt: new Date() })
    .where(and(eq(outboxMessages.userId, userId), inArray(outboxMessages.status, ['queued', 'sending'])));
  await tx.update(outboxMessages).set({ payload: {} }).where(eq(outboxMessages.userId, userId));
}

/**
 * Replaces the account's personal fields. The e-mail becomes `deleted-<id>@deleted.invalid`
 * (unique, and `.invalid` can never receive mail: RFC 2606), which frees the address for a new
 * registration; the password hash becomes a value no password matches.
 * @returns false when the account was already deleted.
 */
export async function eraseAccount(tx: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: '!deleted',
      firstName: 'Deleted',
      lastName: 'account',
      phone: '',
      dateOfBirth: '1900-01-01',
      nationality: 'Other',
      marketingConsent: false,
      marketingConsentAt: now,
      marketingConsentSource: 'account-deleted',
      deletedAt: now,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now})`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
