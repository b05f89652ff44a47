/**
 * Creating a booking (issue: bookings; spec §3; issue 15 §1, §4, §5). The plan, minimum notice
 * and price are decided first, outside any transaction; then one transaction takes the capacity
 * lock, checks that enough officers are free for the service window, inserts the booking with
 * its idempotency answer and holds the officers. The booking's `hold_expires_at` is what ends the
 * hold: capacity ignores a passed hold at once, and the every-minute hold-expiry round
 * (booking-expiry.ts) expires the booking and tells the traveller (ADR 216).
 */
import { randomUUID } from 'node:crypto';
import {
  type Booking,
  type CreateBookingRequest,
  ErrorCode,
  fullyBookedMessage,
  holdExpiresAt,
  losTerminal,
  Messages,
  noticeProblem,
  officersNeeded,
  servicePlan,
  whyNotBookable,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getFlightByReference } from '../flights/index';
import { firstFreeOfficers, lockCapacityFor, recordCapacityRefusal } from '../operations/index';
import { getUnitPrice } from '../pricing/index';
import type { Caller } from './booking-access';
import { generateBookingReference, generateMeetingCode } from './booking-codes';
import { resolveBookingContact } from './booking-contact';
import { toBookingDto } from './booking-dto';
import { createKey, KeyTaken, replay } from './booking-idempotency';
import { type BookingPrice, priceBooking, type UnitPrice } from './booking-price';
import { insertBookingWithKey } from './bookings.repository';

/** A collision is a one-in-a-billion event; five in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;

/** What creating needs: the database and the hold length in minutes. */
export interface CreateBookingDeps {
  db: Db;
  holdMinutes: number;
}

export interface CreateBookingOptions {
  /** The request's `Idempotency-Key` header, if any. */
  idempotencyKey?: string;
  /** The clock: notice, capacity and the hold count from here. */
  now?: Date;
  /** Source of booking references; tests pass one to force a collision. */
  newReference?: () => string;
}

/**
 * Creates a pending, unpaid booking for the caller, priced by the server (unit price ×
 * passenger count in USD cents, converted to NGN kobo at the current rate; both copied onto the
 * booking), with its service plan, and holds the officers it needs (ceil(passengers / 5)) until
 * `holdMinutes` from now. With an `Idempotency-Key`, the first successful answer is stored with
 * the booking and replayed for the same key and body (ADR 031), even once the window is full.
 * @returns the booking DTO, and whether it is a replay of an earlier request with the same key.
 * The lead passenger and contact phone come from the request, else from the caller's profile
 * (never a quick sign-up placeholder; booking-contact.ts, issue 19 §1).
 * @throws AppError 400 VALIDATION_FAILED when the name or phone is left out and the profile has
 *   only a placeholder for it (`details` names the field); 404 unknown flight reference; 422 service does not fit the flight, flight
 *   already departed/landed/cancelled, meeting time less than MIN_NOTICE_MINUTES away, total
 *   too large, or key reused with another body; 409 FULLY_BOOKED too few officers free for the
 *   service window; 503 no price set for the service type.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  caller: Caller,
  input: CreateBookingRequest,
  opts: CreateBookingOptions = {},
): Promise<{ booking: Booking; replayed: boolean }> {
  const { db } = deps;
  const now = opts.now ?? new Date();
  const specialRequirements = input.specialRequirements || null;
  // The reads at once, outside any transaction: no connection is held while waiting.
  const [contact, flight, unitPrice] = await Promise.all([
    resolveBookingContact(db, caller.userId, input),
    getFlightByReference(db, input.flightBookingReference),
    getUnitPrice(db, input.serviceType),
  ]);
  const key = opts.idempotencyKey
    ? createKey(caller.userId, opts.idempotencyKey, input, specialRequirements, contact)
    : null;
  let price: BookingPrice;
  try {
    if (!flight) throw AppError.notFound(Messages.flightNotFound);
    const why = whyNotBookable(flight, input.serviceType, now);
    if (why) throw AppError.unprocessable(why);
    const tooSoon = noticeProblem(servicePlan(flight, input.serviceType), input.serviceType, now);
    if (tooSoon) throw AppError.unprocessable(tooSoon);
    price = priceOrRefuse(unitPrice, input.passengerCount);
  } catch (refusal) {
    // A request that succeeded before gets its answer again, even if it would fail now
    // (e.g. the flight has since departed).
    const earlier = key && (await replay(db, key));
    if (earlier) return earlier;
    throw refusal;
  }
  const plan = servicePlan(flight, input.serviceType);
  const terminal = losTerminal(flight.terminal, flight.domestic);
  const row = {
    id: randomUUID(),
    userId: caller.userId,
    flightId: flight.id,
    serviceType: input.serviceType,
    passengerCount: input.passengerCount,
    specialRequirements,
    ...contact,
    ...price,
    meetingCode: generateMeetingCode(),
    refundStatus: null,
    status: 'pending' as const,
    paymentStatus: 'pending' as const,
    meetingTime: plan.meetingTime,
    serviceWindowStart: plan.windowStart,
    serviceWindowEnd: plan.windowEnd,
    officersNeeded: officersNeeded(input.passengerCount),
    holdExpiresAt: holdExpiresAt(now, deps.holdMinutes),
    createdAt: now,
  };
  const newReference = opts.newReference ?? generateBookingReference;
  try {
    return await db.transaction(async (tx) => {
      // Every capacity decision on this window's day waits here, so the check below sees every
      // booking on it committed before (ADR 212); the meeting point comes in the same round trip.
      const meetingPoint = await lockCapacityFor(tx, plan, { terminal, serviceType: input.serviceType });
      const earlier = key && (await replay(tx, key));
      if (earlier) return earlier;
      const window = { windowStart: plan.windowStart, windowEnd: plan.windowEnd, terminal, now };
      const { ids: held, free } = await firstFreeOfficers(tx, window, row.officersNeeded);
      if (free < row.officersNeeded) {
        throw AppError.conflict(fullyBookedMessage(input.serviceType, free), ErrorCode.FULLY_BOOKED);
      }
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
        const reference = newReference();
        const booking = toBookingDto({
          ...row,
          reference,
          flight,
          meetingPoint,
          flightDisruption: null,
          disruptionChoice: null,
        });
        const answer = key && { ...key, responseStatus: 201, responseBody: { booking } };
        const outcome = await insertBookingWithKey(tx, { ...row, reference }, held, answer);
        if (outcome === 'reference-taken') continue;
        // Another request with this key committed first; roll back and replay its answer.
        if (outcome === 'key-taken') throw new KeyTaken();
        return { booking, replayed: false };
      }
      throw AppError.unavailable('Could not allocate a booking reference. Please try again.');
    });
  } catch (err) {
    const earlier = err instanceof KeyTaken && key ? await replay(db, key) : null;
    if (earlier) return earlier;
    if (err instanceof AppError && err.code === ErrorCode.FULLY_BOOKED) {
      // Demand turned away, for the work report (issue 30); the refusing transaction rolled back.
      await recordCapacityRefusal(db, {
        serviceType: input.serviceType,
        terminal,
        meetingTime: plan.meetingTime,
        passengerCount: input.passengerCount,
        officersNeeded: row.officersNeeded,
        refusedAt: now,
      });
    }
    throw err;
  }
}

function priceOrRefuse(unit: UnitPrice, passengerCount: number) {
  try {
    return priceBooking(unit, passengerCount);
  } catch (err) {
    if (err instanceof RangeError) {
      throw AppError.unprocessable('The booking total is too large. Please book fewer passengers.');
    }
    throw err;
  }
}
