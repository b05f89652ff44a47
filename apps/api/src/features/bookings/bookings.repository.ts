/**
 * SQL for bookings. Every function takes an `Executor` (db or tx) so a service can run several
 * in one transaction. Rows stay inside the bookings feature; the service maps them to DTOs.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, flights, idempotencyKeys, payments } from '../../db/schema/index';

export type NewBookingRow = typeof bookings.$inferInsert;

/** An `Idempotency-Key` of one user on one endpoint. */
export interface IdempotencyKeyId {
  userId: string;
  /** The endpoint, e.g. `POST /bookings/create`. */
  scope: string;
  key: string;
}

/** The booking with the flight fields its answers show (§3 Booking (list) flight). */
const bookingView = {
  id: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  serviceType: bookings.serviceType,
  passengerCount: bookings.passengerCount,
  specialRequirements: bookings.specialRequirements,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  refundStatus: bookings.refundStatus,
  unitPriceUsdCents: bookings.unitPriceUsdCents,
  exchangeRateE4: bookings.exchangeRateE4,
  totalUsdCents: bookings.totalUsdCents,
  totalNgnKobo: bookings.totalNgnKobo,
  meetingCode: bookings.meetingCode,
  createdAt: bookings.createdAt,
  flight: {
    reference: flights.reference,
    airlineName: flights.airlineName,
    flightNumber: flights.flightNumber,
    departureAirportName: flights.departureAirportName,
    arrivalAirportName: flights.arrivalAirportName,
    departureIata: flights.departureIata,
    arrivalIata: flights.arrivalIata,
    departureTime: flights.departureTime,
    arrivalTime: flights.arrivalTime,
    departureUtcOffset: flights.departureUtcOffset,
    arrivalUtcOffset: flights.arrivalUtcOffset,
    terminal: flights.terminal,
  },
};

export type BookingView = NonNullable<Awaited<ReturnType<typeof findBookingView>>>;

function selectBookingView(db: Executor) {
  return db.select(bookingView).from(bookings).innerJoin(flights, eq(flights.id, bookings.flightId));
}

/** One booking with its flight, or null. */
export async function findBookingView(db: Executor, id: string) {
  const rows = await selectBookingView(db).where(eq(bookings.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Like {@link findBookingView}, but locks the booking row until the transaction ends, so a
 * cancellation, a status change and a payment settlement on one booking run one after another.
 */
export async function lockBookingView(tx: Executor, id: string) {
  const rows = await selectBookingView(tx).where(eq(bookings.id, id)).limit(1).for('update', { of: bookings });
  return rows[0] ?? null;
}

/** A user's bookings, newest first (uses bookings_user_created_idx). */
export function listBookingViewsByUser(db: Executor, userId: string): Promise<BookingView[]> {
  return selectBookingView(db).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** The idempotency key stored with a booking, and the answer to replay for it. */
export interface StoredAnswer extends IdempotencyKeyId {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

/**
 * Inserts a booking; with `answer`, also its idempotency key and the answer to replay, in the
 * SAME statement, so both land or neither does (ADR 031). On PostgreSQL a concurrent statement
 * with the same key waits on the key's primary key until this one commits, then fails with a
 * unique violation: that request then replays the stored answer.
 * @returns `created`; `reference-taken` (draw another reference and call again); `key-taken`
 *   (the key already has an answer: nothing was written).
 */
export async function insertBooking(
  db: Executor,
  row: NewBookingRow,
  answer: StoredAnswer | null,
): Promise<'created' | 'reference-taken' | 'key-taken'> {
  if (!answer) {
    const rows = await db
      .insert(bookings)
      .values(row)
      .onConflictDoNothing({ target: bookings.reference })
      .returning({ id: bookings.id });
    return rows.length > 0 ? 'created' : 'reference-taken';
  }
  const booking = db.$with('booking').as(db.insert(bookings).values(row).returning({ id: bookings.id }));
  try {
    // PostgreSQL runs a data-modifying WITH exactly once even though nothing reads it.
    await db.with(booking).insert(idempotencyKeys).values(answer);
    return 'created';
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'bookings_reference_unique') return 'reference-taken';
    if (constraint === 'idempotency_keys_user_id_scope_key_pk') return 'key-taken';
    throw err;
  }
}

/** The constraint a unique violation (23505) names, looking through Drizzle's wrapper. */
function uniqueViolation(err: unknown): string | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** The stored answer for an idempotency key, or null. */
export async function findStoredAnswer(db: Executor, id: IdempotencyKeyId) {
  const rows = await db
    .select({ requestHash: idempotencyKeys.requestHash, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * True when the payments feature has recorded a verified, paid payment with this reference for
 * this booking (read-only: the payments feature owns the table).
 */
export async function hasPaidPayment(db: Executor, bookingId: string, reference: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.reference, reference), eq(payments.status, 'paid')))
    .limit(1);
  return rows.length > 0;
}

/** Locks a booking row for the rest of the transaction and returns its three state fields. */
export async function lockBookingState(tx: Executor, bookingId: string) {
  const rows = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      refundStatus: bookings.refundStatus,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return rows[0] ?? null;
}
export type BookingState = NonNullable<Awaited<ReturnType<typeof lockBookingState>>>;

/** Locks a booking for the refund job (payments feature); null when it does not exist. */
export async function lockBookingForRefund(tx: Executor, bookingId: string) {
  const rows = await tx
    .select({ id: bookings.id, reference: bookings.reference, refundStatus: bookings.refundStatus })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return rows[0] ?? null;
}
