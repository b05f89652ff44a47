/**
 * Helpers of the flight-following tests (issue 18, issue 26 §3): a paid, confirmed arrival on a
 * flight of its own, whose service plan follows that flight, with officers held; the officers of
 * a booking; the stand-in's flight status switch.
 */
import { servicePlan } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingAssignments } from '../../db/schema/index';
import { createBooking, createFlight } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { holdOfficers } from '../operations/index';

const HOUR = 3_600_000;

/**
 * A paid, confirmed arrival of `userId` on its own international flight landing at `arrivalTime`
 * (6 h after its departure), its plan from the flight, `officerIds` held for it.
 */
export async function bookedArrival(
  db: Db,
  userId: string,
  arrivalTime: Date,
  { officerIds = [], passengerCount = 1 }: { officerIds?: string[]; passengerCount?: number } = {},
) {
  const flight = await createFlight(db, { departureTime: new Date(arrivalTime.getTime() - 6 * HOUR), arrivalTime });
  const plan = servicePlan({ departureTime: flight.departureTime, arrivalTime, domestic: false }, 'arrival');
  const booking = await createBooking(db, {
    userId,
    flightId: flight.id,
    status: 'confirmed',
    paymentStatus: 'paid',
    passengerCount,
    meetingTime: plan.meetingTime,
    serviceWindowStart: plan.windowStart,
    serviceWindowEnd: plan.windowEnd,
  });
  if (officerIds.length > 0) await holdOfficers(db, { id: booking.id, ...plan }, officerIds, null);
  return { flight, booking };
}

/** The ids of the officers assigned to the booking. */
export async function assignedOfficers(db: Db, bookingId: string): Promise<string[]> {
  const rows = await db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, bookingId));
  return rows.map((r) => r.officerId);
}

/** Sets what the flight stand-in answers for a flight (`POST /sandbox/flights/_status`). */
export function setFlightStatus(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/sandbox/flights/_status', payload });
}
