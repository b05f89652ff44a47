/**
 * Bookings: one made through the real API (`POST /api/bookings/create`), one awaiting payment
 * for a signed-in customer or a registered account, and a paid, confirmed arrival on a flight of
 * its own whose service plan follows that flight, with officers held (the flight-following tests,
 * issue 18, issue 26 §3).
 */
import { servicePlan } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { holdOfficers } from '../../features/operations/index';
import {
  type BookingRow,
  createBooking,
  createBookingForPayment,
  createFlight,
  type RegisteredUser,
} from '../factories';
import type { TestApp } from '../test-app';
import { type SignedIn, signIn } from './signed-in';

const HOUR = 3_600_000;

/** POST /api/bookings/create as `who`, with an arrival booking for one passenger by default. */
export function postCreate(
  app: FastifyInstance,
  who: SignedIn,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings/create',
    headers: { ...who.headers, ...headers },
    payload: { serviceType: 'arrival', passengerCount: 1, ...body },
  });
}

export interface Customer extends SignedIn {
  booking: BookingRow;
}

/** A signed-in customer with one booking awaiting payment (factories.ts, createBookingForPayment). */
export async function customerWithBooking(t: TestApp, bookingOverrides: Partial<BookingRow> = {}): Promise<Customer> {
  const who = await signIn(t.app);
  return { ...who, booking: await createBookingForPayment(t.app.db, who.user, bookingOverrides) };
}

/** A booking of `account` with the contact details and special requests of issue 19 §1. */
export function bookingOf(account: RegisteredUser, overrides: Partial<BookingRow> = {}) {
  return (t: TestApp) =>
    createBookingForPayment(
      t.app.db,
      { id: account.user.id },
      {
        leadPassengerName: 'Ada Obi',
        contactPhone: '+2348031234567',
        specialRequirements: 'Wheelchair for my mother',
        ...overrides,
      },
    );
}

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
  if (officerIds.length > 0) await holdOfficers(db, { id: booking.id, ...plan }, { officerIds, assignedBy: null });
  return { flight, booking };
}
