/**
 * SQL for bookings. Every function takes an `Executor` (db or tx) so a service can run several
 * in one transaction. Rows stay inside the bookings feature; the service maps them to DTOs.
 */
import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { type Executor, executeNamedIn } from '../../db/client';
import { type BuiltStatement, preparedPerHandle, statementValues } from '../../db/prepared';
import { bookings, flights, idempotencyKeys, payments, serviceMilestones } from '../../db/schema/index';
import { airportZoneSql } from '../flights/index';
import { HOLD_OFFICERS_TEXT, meetingPointSql } from '../operations/index';

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
  leadPassengerName: bookings.leadPassengerName,
  contactPhone: bookings.contactPhone,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  refundStatus: bookings.refundStatus,
  unitPriceUsdCents: bookings.unitPriceUsdCents,
  exchangeRateE4: bookings.exchangeRateE4,
  totalUsdCents: bookings.totalUsdCents,
  totalNgnKobo: bookings.totalNgnKobo,
  meetingCode: bookings.meetingCode,
  createdAt: bookings.createdAt,
  meetingTime: bookings.meetingTime,
  holdExpiresAt: bookings.holdExpiresAt,
  flightDisruption: bookings.flightDisruption,
  disruptionChoice: bookings.disruptionChoice,
  meetingPoint: meetingPointSql(),
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
    departureTimeZone: airportZoneSql('departure'),
    arrivalTimeZone: airportZoneSql('arrival'),
    terminal: flights.terminal,
    status: flights.status,
    statusCheckedAt: flights.statusCheckedAt,
    estimatedDepartureTime: flights.estimatedDepartureTime,
    estimatedArrivalTime: flights.estimatedArrivalTime,
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

/**
 * A user's bookings, prepared once per database handle: building this select (a join, two
 * subqueries) cost more than the rest of the request (issue 20, goal 2), and PostgreSQL parses
 * a named statement once per connection.
 */
function prepareListByUser(db: Executor) {
  return selectBookingView(db)
    .where(eq(bookings.userId, sql.placeholder('userId')))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .prepare('bookings_of_user');
}
const listByUser = preparedPerHandle(prepareListByUser);

/** A user's bookings, newest first (uses bookings_user_created_idx). */
export function listBookingViewsByUser(db: Executor, userId: string): Promise<BookingView[]> {
  return listByUser(db).execute({ userId });
}

/** The idempotency key stored with a booking, and the answer to replay for it. */
export interface StoredAnswer extends IdempotencyKeyId {
  requestHash: string;
  responseStatus: number;
  responseBody: unknown;
}

/**
 * Inserts a booking, holds `officerIds` for its service window, and, with `answer`, stores its
 * idempotency key and the answer to replay. Call inside the create transaction, so all land or
 * none does (ADR 031, ADR 110). The booking and its holds go in one statement (ADR 213). No
 * insert raises on a duplicate, so the transaction stays usable.
 * @returns `created`; `reference-taken` (nothing written: draw another reference and call again);
 *   `key-taken` (the booking was inserted but the key already has an answer: roll back).
 */
export async function insertBookingWithKey(
  tx: Executor,
  row: NewBookingRow,
  officerIds: string[],
  answer: StoredAnswer | null,
): Promise<'created' | 'reference-taken' | 'key-taken'> {
  const statement = insertStatement(tx, row);
  const values = [
    ...statementValues(statement, row),
    officerIds,
    row.serviceWindowStart.toISOString(),
    row.serviceWindowEnd.toISOString(),
  ];
  const { rows: inserted } = await executeNamedIn(tx, statement.name, statement.sql, values);
  if (inserted.length === 0) return 'reference-taken';
  if (!answer) return 'created';
  const keys = await tx
    .insert(idempotencyKeys)
    .values(answer)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return keys.length > 0 ? 'created' : 'key-taken';
}

/** The booking insert for each set of columns given, built once (issue 29 §4, ADR 213). */
const insertStatements = new Map<string, BuiltStatement>();

/**
 * The statement of {@link insertBookingWithKey} for `row`'s columns (those set; the others take
 * their defaults): the booking's insert, then the officers' holds from what it inserted; its last
 * three parameters are the officer ids and the window's start and end.
 */
function insertStatement(db: Executor, row: NewBookingRow): BuiltStatement {
  const columns = Object.keys(row)
    .filter((k) => row[k as keyof NewBookingRow] !== undefined)
    .sort();
  const key = columns.join(',');
  let statement = insertStatements.get(key);
  if (!statement) {
    const values = Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)])) as unknown as NewBookingRow;
    const insert = db
      .insert(bookings)
      .values(values)
      .onConflictDoNothing({ target: bookings.reference })
      .returning({ id: bookings.id })
      .toSQL();
    const n = insert.params.length;
    const hold = HOLD_OFFICERS_TEXT('inserted', { officers: n + 1, start: n + 2, end: n + 3 });
    statement = {
      name: `bookings_insert_${insertStatements.size + 1}`,
      sql: `with "inserted" as (${insert.sql}), "held" as (${hold}) select "id" from "inserted"`,
      params: insert.params,
    };
    insertStatements.set(key, statement);
  }
  return statement;
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

/** True when money was taken for the booking (a paid payment of any reference). */
export async function hasMoneyPayment(db: Executor, bookingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
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

/** Locks a booking row and returns what its hold depends on; null when it does not exist. */
export async function lockBookingHold(tx: Executor, bookingId: string) {
  const rows = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return rows[0] ?? null;
}

/** How many lapsed holds one expiry round takes; the next round takes the rest. */
const LAPSED_HOLDS_PER_ROUND = 500;

/**
 * Ids of the bookings still pending and unpaid whose hold ended at or before `now`, oldest hold
 * first, at most {@link LAPSED_HOLDS_PER_ROUND} (the expiry round, booking-expiry.ts). Read
 * through the pending bookings' hold index, so a round costs what is due, not every booking.
 */
export async function selectLapsedHolds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending'), ne(bookings.paymentStatus, 'paid'), lte(bookings.holdExpiresAt, now)))
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(LAPSED_HOLDS_PER_ROUND);
  return rows.map((r) => r.id);
}

/** Ends a booking's hold (it was paid: its officers are assigned, not held). */
export async function clearHold(tx: Executor, bookingId: string): Promise<void> {
  await tx.update(bookings).set({ holdExpiresAt: null }).where(eq(bookings.id, bookingId));
}

/** True once the officer has checked in for the booking: its service is under way (issue 26 §2). */
export async function hasCheckedIn(db: Executor, bookingId: string): Promise<boolean> {
  const rows = await db
    .select({ m: serviceMilestones.milestone })
    .from(serviceMilestones)
    .where(and(eq(serviceMilestones.bookingId, bookingId), eq(serviceMilestones.milestone, 'checked_in')))
    .limit(1);
  return rows.length > 0;
}
