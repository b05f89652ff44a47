/**
 * Rows as the database holds them, for tests that check what a request or job wrote: a
 * booking's state, its status trail and its officers; payments; webhook events; a user.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingAssignments, bookingEvents, bookings, payments, users, webhookEvents } from '../../db/schema/index';
import type { TestApp } from '../test-app';

/** The booking's status, payment status and refund status. */
export async function bookingState(t: TestApp, bookingId: string) {
  const [row] = await t.app.db
    .select({ status: bookings.status, paymentStatus: bookings.paymentStatus, refundStatus: bookings.refundStatus })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's status trail (status, payment and refund fields; officer assignments left out). */
export function bookingEventsOf(t: TestApp, bookingId: string) {
  return t.app.db
    .select({
      field: bookingEvents.field,
      from: bookingEvents.fromValue,
      to: bookingEvents.toValue,
      actor: bookingEvents.actorRole,
    })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), ne(bookingEvents.field, 'assignment')))
    .orderBy(asc(bookingEvents.createdAt));
}

/** The ids of the officers assigned to (or held by) the booking. */
export async function assignedOfficers(db: Executor, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(eq(bookingAssignments.bookingId, bookingId));
  return rows.map((r) => r.id);
}

/** The payment of `reference`. */
export async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

/** Every payment of the booking. */
export function paymentsOfBooking(t: TestApp, bookingId: string) {
  return t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

/** The stored webhook events of `provider` with `eventId`. */
export function webhookEventRows(t: TestApp, provider: 'paystack' | 'stripe', eventId: string) {
  return t.app.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
}

/** The user row of `id`, if any. */
export async function userRow(t: TestApp, id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row;
}
