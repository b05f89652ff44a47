/**
 * SQL for payments: payments, webhook_events, and the booking fields payments read. Locking and
 * changing booking rows is the bookings feature's (bookings/index.ts), called with the same `tx`.
 * Every function takes an `Executor` so services can run several in one transaction.
 * Rows never leave the payments feature; services turn them into contract DTOs.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { bookingMoneyColumns } from '../../db/booking-money';
import type { Executor } from '../../db/client';
import { bookings, flights, payments, users, webhookEvents } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<Omit<NewPayment, 'id' | 'bookingId' | 'userId' | 'provider' | 'reference'>>;

/**
 * What a payment needs of a booking: owner, state, totals and the customer's contact.
 * @param lock lock the booking row for the rest of the transaction.
 */
export async function findBookingForPayment(db: Executor, bookingId: string, lock = false) {
  const query = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userId: bookings.userId,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      holdExpiresAt: bookings.holdExpiresAt,
      flightDisruption: bookings.flightDisruption,
      /** The flight's status as last reported (a flight no confirmed booking follows is flagged only here). */
      flightStatus: flights.status,
      totalUsdCents: bookings.totalUsdCents,
      totalNgnKobo: bookings.totalNgnKobo,
      exchangeRateE4: bookings.exchangeRateE4,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const rows = lock ? await query.for('update', { of: bookings }) : await query;
  return rows[0] ?? null;
}
export type BookingForPayment = NonNullable<Awaited<ReturnType<typeof findBookingForPayment>>>;

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** Inserts unless a payment with this reference exists; returns the stored row either way. */
export async function upsertPaymentByReference(db: Executor, values: NewPayment): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.reference });
  const row = await findPaymentByReference(db, values.reference);
  if (!row) throw new Error('payment upsert lost its row');
  return row;
}

export async function findPaymentByReference(db: Executor, reference: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return rows[0] ?? null;
}

/** Locks the payment with this reference (SELECT ... FOR UPDATE) until the transaction ends. */
export async function lockPaymentByReference(tx: Executor, reference: string): Promise<PaymentRow | null> {
  const rows = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
  return rows[0] ?? null;
}

export async function updatePayment(db: Executor, id: string, patch: PaymentPatch): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** initialized -> pending, only if it is still initialized (a settlement may have won meanwhile). */
export async function markPaymentPendingIfInitialized(db: Executor, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'initialized')));
}

const recordColumns = {
  id: payments.id,
  reference: payments.reference,
  provider: payments.provider,
  bookingId: payments.bookingId,
  bookingReference: bookings.reference,
  serviceType: bookings.serviceType,
  flightNumber: flights.flightNumber,
  airlineName: flights.airlineName,
  userId: payments.userId,
  status: payments.status,
  method: payments.method,
  amountMinor: payments.amountMinor,
  currency: payments.currency,
  totalUsdCents: bookings.totalUsdCents,
  providerTransactionId: payments.providerTransactionId,
  failureReason: payments.failureReason,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
};

/** The caller's payments with their booking reference, newest first. */
export function listPaymentRecords(db: Executor, userId: string) {
  return db
    .select(recordColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
export type PaymentRecordRow = Awaited<ReturnType<typeof listPaymentRecords>>[number];

/**
 * The caller's bookings that have a payment attempt, or that credits paid for (paid or refunded
 * since), with their money columns (db/booking-money.ts); the newest activity first.
 */
export function listBookingsWithMoney(db: Executor, userId: string) {
  const lastAttempt = sql`(select max(${payments.createdAt}) from ${payments} where ${payments.bookingId} = ${bookings.id})`;
  return db
    .select({
      bookingId: bookings.id,
      bookingReference: bookings.reference,
      serviceType: bookings.serviceType,
      flightNumber: flights.flightNumber,
      airlineName: flights.airlineName,
      bookingStatus: bookings.status,
      paymentStatus: bookings.paymentStatus,
      exchangeRateE4: bookings.exchangeRateE4,
      freeCancellationHours: bookings.freeCancellationHours,
      totalUsdCents: bookings.totalUsdCents,
      totalNgnKobo: bookings.totalNgnKobo,
      ...bookingMoneyColumns,
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(
      and(
        eq(bookings.userId, userId),
        sql`(exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})
          or (${bookings.paymentStatus} in ('paid', 'refunded') and ${bookingMoneyColumns.moneyCreditsUsdCents} > 0))`,
      ),
    )
    .orderBy(sql`greatest(${lastAttempt}, ${bookings.createdAt}) desc`, desc(bookings.id));
}

/** One payment of `userId` by id (when `key` is a UUID) or by reference. */
export async function findPaymentRecord(db: Executor, userId: string, key: string): Promise<PaymentRecordRow | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const rows = await db
    .select(recordColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(
      and(
        eq(payments.userId, userId),
        isUuid ? or(eq(payments.id, key), eq(payments.reference, key)) : eq(payments.reference, key),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records a provider event once. Returns the new row's id, or null when this provider already
 * sent an event with this id (a replay). Concurrent duplicates wait on the unique key, so only
 * one of them gets an id.
 */
export async function recordWebhookEvent(
  tx: Executor,
  event: { provider: 'paystack' | 'stripe'; eventId: string; eventType: string; payload: unknown },
): Promise<string | null> {
  const rows = await tx
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return rows[0]?.id ?? null;
}

export async function markWebhookEventProcessed(tx: Executor, id: string): Promise<void> {
  await tx.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, id));
}

/** The most recent paid payment of a booking, or null. */
export async function findPaidPaymentForBooking(db: Executor, bookingId: string): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets our refund reference on a payment unless one is already stored; returns the stored one. */
export async function claimRefundReference(db: Executor, paymentId: string, reference: string): Promise<string> {
  await db
    .update(payments)
    .set({ refundReference: reference, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundReference)));
  const rows = await db
    .select({ refundReference: payments.refundReference })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return rows[0]?.refundReference ?? reference;
}
