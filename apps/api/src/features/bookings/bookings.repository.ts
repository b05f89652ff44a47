/**
 * SQL for bookings. Every function takes an `Executor` (db or tx) so a service can run several
 * in one transaction. Rows stay inside the bookings feature; the service maps them to DTOs.
 */
import { and, asc, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import { bookingMoneyColumns } from '../../db/booking-money';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { bookings, flights, payments, serviceMilestones } from '../../db/schema/index';
import { airportZoneSql } from '../flights/index';
import { bookingTerminalSql, meetingPointSql } from '../operations/index';

/** The booking with the flight fields its answers show (§3 Booking (list) flight). */
export const bookingView = {
  id: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  serviceType: bookings.serviceType,
  airportIata: bookings.airportIata,
  passengerCount: bookings.passengerCount,
  specialRequirements: bookings.specialRequirements,
  leadPassengerName: bookings.leadPassengerName,
  contactPhone: bookings.contactPhone,
  leadPassengerEmail: bookings.leadPassengerEmail,
  // Made for an organisation (issue 39 item 2): who may see the booking and its meeting code.
  organisationId: bookings.organisationId,
  organisationPassengerId: bookings.organisationPassengerId,
  passengerUserId: bookings.passengerUserId,
  costCentre: bookings.costCentre,
  poReference: bookings.poReference,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  refundStatus: bookings.refundStatus,
  unitPriceUsdCents: bookings.unitPriceUsdCents,
  exchangeRateE4: bookings.exchangeRateE4,
  totalUsdCents: bookings.totalUsdCents,
  totalNgnKobo: bookings.totalNgnKobo,
  priceLines: bookings.priceLines,
  freeCancellationHours: bookings.freeCancellationHours,
  meetingCode: bookings.meetingCode,
  createdAt: bookings.createdAt,
  meetingTime: bookings.meetingTime,
  serviceWindowEnd: bookings.serviceWindowEnd,
  holdExpiresAt: bookings.holdExpiresAt,
  flightDisruption: bookings.flightDisruption,
  disruptionChoice: bookings.disruptionChoice,
  movedFromFlightId: bookings.movedFromFlightId,
  /** The flight named with `keep`, while the dispatcher has not moved the booking (issue 36 item 5). */
  requestedFlightNumber: sql<
    string | null
  >`(select rf.flight_number from ${flights} rf where rf.id = ${bookings.requestedFlightId})`,
  meetingPoint: meetingPointSql(),
  ...bookingMoneyColumns,
  // When the officer checked in: the service is under way from then (issue 26 §2, issue 37).
  checkedInAt: sql<Date | null>`(select ${serviceMilestones.reachedAt} from ${serviceMilestones}
    where ${serviceMilestones.bookingId} = ${bookings.id} and ${serviceMilestones.milestone} = 'checked_in')`.mapWith(
    (value: Date | string | null) => (value === null ? null : new Date(value)),
  ),
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
    // The terminal at the booking's airport (issue 41 item 1): a Lagos-Abuja flight's source names
    // the Lagos one, which an Abuja arrival must not show.
    terminal: bookingTerminalSql(),
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

/** One booking with its flight by its booking reference (a passenger's pass, issue 36 item 1), or null. */
export async function findBookingViewByReference(db: Executor, reference: string) {
  const rows = await selectBookingView(db).where(eq(bookings.reference, reference)).limit(1);
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
 * a named statement once per connection. Those they booked, and those an organisation booked for
 * them as its member passenger (issue 39 item 2; bookings_passenger_user_idx).
 */
function prepareListByUser(db: Executor) {
  return selectBookingView(db)
    .where(or(eq(bookings.userId, sql.placeholder('userId')), eq(bookings.passengerUserId, sql.placeholder('userId'))))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .prepare('bookings_of_user');
}
const listByUser = preparedPerHandle(prepareListByUser);

/** A user's bookings (booked by them or for them), newest first (bookings_user_created_idx, bookings_passenger_user_idx). */
export function listBookingViewsByUser(db: Executor, userId: string): Promise<BookingView[]> {
  return listByUser(db).execute({ userId });
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

/** Locks a booking row for the rest of the transaction and returns its three state fields, reference and organisation. */
export async function lockBookingState(tx: Executor, bookingId: string) {
  const rows = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      refundStatus: bookings.refundStatus,
      // What its domain events carry (issue 40 item 3).
      reference: bookings.reference,
      organisationId: bookings.organisationId,
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
    .select({
      id: bookings.id,
      reference: bookings.reference,
      refundStatus: bookings.refundStatus,
      // An on-account booking's refund is a credit on this organisation's ledger (issue 39 item 3).
      organisationId: bookings.organisationId,
    })
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
