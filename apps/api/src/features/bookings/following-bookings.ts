/**
 * The bookings that follow a flight, for a flight-status answer to apply to (issue 18 §3-4;
 * flight-following.service.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, serviceAirports } from '../../db/schema/index';

/** Bookings that follow the flight, locked: confirmed, or pending (they may still be paid). */
export function lockFollowingBookings(db: Executor, flightId: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      serviceType: bookings.serviceType,
      meetingTime: bookings.meetingTime,
      flightDisruption: bookings.flightDisruption,
      disruptionChoice: bookings.disruptionChoice,
      priceLines: bookings.priceLines,
      // The airport's arrival length, read beside the row; only the booking is locked.
      arrivalServiceMinutes: sql<number>`(select a.arrival_service_minutes from ${serviceAirports} a
        where a.iata = "bookings"."airport_iata")`.mapWith(Number),
    })
    .from(bookings)
    .where(and(eq(bookings.flightId, flightId), inArray(bookings.status, ['pending', 'confirmed'])))
    .for('update');
}
