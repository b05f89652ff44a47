/**
 * SQL of the messages feature: the facts a message is built from, and the notification
 * preferences (the outbox is outbox.repository.ts). Row types stay here; callers get plain objects.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookingMoneyColumns } from '../../db/booking-money';
import type { Executor } from '../../db/client';
import {
  airports,
  bookingAssignments,
  bookingEvents,
  bookings,
  flights,
  notificationPreferences,
  payments,
  users,
} from '../../db/schema/index';
import { servedAirportZoneSql } from '../flights/index';
import { bookingTerminalSql, meetingPointShortSql, meetingPointSql } from '../operations/index';
import { updateUser } from '../users/index';

/** The recipient of a message; null for a deleted account (nothing is sent to it any more). */
export async function findRecipient(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      marketingConsent: users.marketingConsent,
      reminderEmails: sql<boolean>`coalesce(${notificationPreferences.reminderEmails}, true)`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

/** A booking with its flight, meeting point (when one is set for its terminal at its airport) and owner. */
export async function findBookingFacts(tx: Executor, bookingId: string) {
  const [row] = await tx
    .select({
      id: bookings.id,
      userId: bookings.userId,
      reference: bookings.reference,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      refundStatus: bookings.refundStatus,
      serviceType: bookings.serviceType,
      /** The served airport of the service (issue 41 item 1). */
      airportIata: bookings.airportIata,
      /** "Nnamdi Azikiwe International Airport, Abuja": the airport as the e-mails name the place. */
      airportPlace: sql<string>`(select ${airports.name} || ', ' || ${airports.city} from ${airports}
        where ${airports.iata} = ${bookings.airportIata})`,
      /** The IANA zone of the served airport: every time a message states is on its clock (issue 41 item 2). */
      airportTimeZone: servedAirportZoneSql(),
      passengerCount: bookings.passengerCount,
      /** The lead passenger (issue 36 item 1): their phone and e-mail get the day's messages. */
      leadPassengerName: bookings.leadPassengerName,
      contactPhone: bookings.contactPhone,
      leadPassengerEmail: bookings.leadPassengerEmail,
      /** Made for an organisation (issue 39 item 2): its booker's copies carry no meeting code. */
      organisationId: bookings.organisationId,
      passengerUserId: bookings.passengerUserId,
      serviceWindowEnd: bookings.serviceWindowEnd,
      totalUsdCents: bookings.totalUsdCents,
      totalNgnKobo: bookings.totalNgnKobo,
      unitPriceUsdCents: bookings.unitPriceUsdCents,
      /** The lines the booking was sold with (issue 41 item 5): the e-mail and receipt list them. */
      priceLines: bookings.priceLines,
      freeCancellationHours: bookings.freeCancellationHours,
      exchangeRateE4: bookings.exchangeRateE4,
      meetingTime: bookings.meetingTime,
      meetingCode: bookings.meetingCode,
      createdAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      flightDisruption: bookings.flightDisruption,
      disruptionChoice: bookings.disruptionChoice,
      flightNumber: flights.flightNumber,
      airlineName: flights.airlineName,
      departureIata: flights.departureIata,
      arrivalIata: flights.arrivalIata,
      departureCity: flights.departureCity,
      arrivalCity: flights.arrivalCity,
      departureTime: flights.departureTime,
      arrivalTime: flights.arrivalTime,
      terminal: flights.terminal,
      /** The flight's own estimated times (issue 26 §3); null when none was reported. */
      estimatedDepartureTime: flights.estimatedDepartureTime,
      estimatedArrivalTime: flights.estimatedArrivalTime,
      /**
       * The calendar file's SEQUENCE (RFC 5545 §3.8.7.4): 0 as confirmed, one more for each move
       * of the meeting time and for the cancellation, so a calendar replaces the older copy of
       * the event with the same UID (issue 26 §3).
       */
      calendarSequence: sql<number>`((select count(*) from ${bookingEvents}
        where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.field} = 'meeting_time')
        + case when ${bookings.status} = 'cancelled' then 1 else 0 end)::int`,
      // The same meeting point as the booking page and the board (the terminal of the booking's
      // airport, operations `bookingTerminalSql`), so every place tells the same words (issue 26 item 4).
      meetingPoint: meetingPointSql(),
      /** The meeting point in a few words and its terminal, as texts name the place (issue 36 item 6). */
      meetingPointShort: meetingPointShortSql(),
      /** The booking's terminal at its airport; null when the airport has none. */
      serviceTerminal: bookingTerminalSql(),
      // The one money story (issue 37): the receipt, the e-mails and the booking page agree.
      ...bookingMoneyColumns,
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export type BookingFacts = NonNullable<Awaited<ReturnType<typeof findBookingFacts>>>;

/** The booking's settled payment (paid or since refunded), newest first. */
export async function findSettledPayment(tx: Executor, bookingId: string) {
  const [row] = await tx
    .select({
      reference: payments.reference,
      provider: payments.provider,
      method: payments.method,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      paidAt: payments.paidAt,
      refundReference: payments.refundReference,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return row ?? null;
}

export type SettledPayment = NonNullable<Awaited<ReturnType<typeof findSettledPayment>>>;

/** Reminder and marketing preferences of a user. */
export async function readPreferences(tx: Executor, userId: string) {
  const recipient = await findRecipient(tx, userId);
  return recipient ? { reminderEmails: recipient.reminderEmails, marketingEmails: recipient.marketingConsent } : null;
}

/**
 * Saves both preferences in one transaction; marketing is the account's marketing consent,
 * recorded with its time and the source `notifications` (issue 19, Data rights).
 */
export async function savePreferences(
  tx: Executor,
  userId: string,
  prefs: { reminderEmails: boolean; marketingEmails: boolean },
): Promise<void> {
  const now = new Date();
  await tx
    .insert(notificationPreferences)
    .values({ userId, reminderEmails: prefs.reminderEmails, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { reminderEmails: prefs.reminderEmails, updatedAt: now },
    });
  await updateUser(tx, userId, { patch: { marketingConsent: prefs.marketingEmails }, consentSource: 'notifications' });
}

/** True when `officerId` is assigned to (or holds) the booking now. */
export async function isAssigned(tx: Executor, bookingId: string, officerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ officerId: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(and(eq(bookingAssignments.bookingId, bookingId), eq(bookingAssignments.officerId, officerId)));
  return row !== undefined;
}

/** "First Last" of a user, or null when unknown or deleted. */
export async function userName(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
