/**
 * The bookings feature's part of account deletion (issue 19, "Data rights: erasure"): bookings
 * stay for accounting, without the person in them; the stored answers of `Idempotency-Key`
 * requests go. The privacy feature calls both inside its one deletion transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, idempotencyKeys } from '../../db/schema/index';

/**
 * Removes the contact (lead passenger's name, phone and e-mail) and the special requests from
 * every booking of `userId`; the booking itself (flight, service, money, status) is kept.
 * @returns how many bookings were kept anonymised.
 */
export async function anonymiseBookingContacts(tx: Executor, userId: string): Promise<number> {
  const rows = await tx
    .update(bookings)
    .set({
      leadPassengerName: null,
      contactPhone: null,
      leadPassengerEmail: null,
      specialRequirements: null,
      updatedAt: new Date(),
    })
    // An organisation's bookings stay its records: the arranger who made them leaves, its passengers do not.
    .where(and(eq(bookings.userId, userId), isNull(bookings.organisationId)))
    .returning({ id: bookings.id });
  return rows.length;
}

/** Deletes `userId`'s stored idempotency answers: they repeat booking details (names, special requests). */
export async function deleteIdempotencyAnswers(tx: Executor, userId: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}
