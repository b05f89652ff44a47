/**
 * Reads of account deletion (issue 19, Data rights: erasure), and the inventory of where a
 * traveller's personal data lives. Each table is erased by the feature that owns it (issue 38:
 * one writer per table), through its index.ts, all in the one transaction of
 * account-deletion.service.ts, in this order:
 * - bookings `anonymiseBookingContacts`: contact and special requests of every booking (the
 *   bookings stay, for accounting);
 * - live `anonymiseChatAndRatings`: the person's chat text and sender name, rating comments
 *   (the score stays for the officer's average);
 * - payments `anonymisePayments`: provider metadata, checkout link and access code, the payer in
 *   the webhook bodies of these payments (amount, currency, status, reference stay);
 * - auth `deleteSignInRecords`: social sign-in identities, password-reset tokens;
 * - messages `eraseMessagingData`: notification preferences, verified phone and its codes (a
 *   STOP stays: it is the number's own), queued messages dropped and every payload emptied;
 * - push `deleteSubscriptionsOf`: the devices that allowed notifications;
 * - bookings `deleteIdempotencyAnswers`: stored answers that repeat booking details;
 * - leads `deleteLeadsOfEmail`: leads captured for the account's e-mail;
 * - auth `endAllSessions`: refresh tokens revoked;
 * - users `eraseAccount`: the profile picture, and the account's personal fields replaced.
 * Credits are forfeited earlier (credits `forfeitCredits`), the audit event recorded last. A new
 * table holding personal data gets an erasure function in its owner and a line here.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, users } from '../../db/schema/index';

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
        // An organisation's bookings are the organisation's, whoever booked them (issue 39).
        isNull(bookings.organisationId),
        or(
          and(inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.serviceWindowEnd, now)),
          inArray(bookings.refundStatus, ['pending', 'processing', 'failed']),
        ),
      ),
    )
    .orderBy(bookings.createdAt)
    .for('update');
}
