/**
 * Bookings: create, read and list (issue: bookings; spec §3, §7). Rules live here and in
 * the shared booking rules (contracts `whyNotBookable`); SQL in bookings.repository.ts. Changes to an existing booking are in
 * booking-updates.service.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  type Booking,
  type CreateBookingRequest,
  holdExpiresAt,
  Messages,
  officersNeeded,
  servicePlan,
  whyNotBookable,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getFlightByReference } from '../flights/index';
import { getUnitPrice } from '../pricing/index';
import { type Caller, canSee } from './booking-access';
import { generateBookingReference, generateMeetingCode } from './booking-codes';
import { toBookingDto } from './booking-dto';
import { type BookingPrice, priceBooking, type UnitPrice } from './booking-price';
import {
  findBookingView,
  findStoredAnswer,
  type IdempotencyKeyId,
  insertBooking,
  listBookingViewsByUser,
} from './bookings.repository';

/** Scope of create keys in idempotency_keys. */
const CREATE_SCOPE = 'POST /bookings/create';
/** A collision is a one-in-a-billion event; five in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;

export interface CreateBookingOptions {
  /** The request's `Idempotency-Key` header, if any. */
  idempotencyKey?: string;
  now?: Date;
  /** Source of booking references; tests pass one to force a collision. */
  newReference?: () => string;
}

interface CreateKey extends IdempotencyKeyId {
  /** SHA-256 of the normalised body: the same key with another body is refused. */
  requestHash: string;
}

/**
 * Creates a pending, unpaid booking for the caller, priced by the server:
 * unit price × passenger count in USD cents, converted to NGN kobo at the current rate; both
 * unit price and rate are copied onto the booking. With an `Idempotency-Key`, the first
 * successful answer is stored with the booking and replayed for the same key and body (ADR 031).
 * @returns the booking DTO, and whether it is a replay of an earlier request with the same key.
 * @throws AppError 404 unknown flight reference; 422 service does not fit the flight, flight
 *   already departed/landed/cancelled, total too large, or key reused with another body;
 *   503 no price set for the service type.
 */
export async function createBooking(
  db: Db,
  caller: Caller,
  input: CreateBookingRequest,
  opts: CreateBookingOptions = {},
): Promise<{ booking: Booking; replayed: boolean }> {
  const specialRequirements = input.specialRequirements || null;
  const key: CreateKey | null = opts.idempotencyKey
    ? {
        userId: caller.userId,
        scope: CREATE_SCOPE,
        key: opts.idempotencyKey,
        requestHash: hashOf([
          input.flightBookingReference,
          input.serviceType,
          input.passengerCount,
          specialRequirements,
        ]),
      }
    : null;
  // Both reads at once, outside any transaction: no connection is held while waiting.
  const [flight, unitPrice] = await Promise.all([
    getFlightByReference(db, input.flightBookingReference),
    getUnitPrice(db, input.serviceType),
  ]);
  let price: BookingPrice;
  try {
    if (!flight) throw AppError.notFound(Messages.flightNotFound);
    const why = whyNotBookable(flight, input.serviceType, opts.now ?? new Date());
    if (why) throw AppError.unprocessable(why);
    price = priceOrRefuse(unitPrice, input.passengerCount);
  } catch (refusal) {
    // A request that succeeded before gets its answer again, even if it would fail now
    // (e.g. the flight has since departed).
    const earlier = key && (await replay(db, key));
    if (earlier) return earlier;
    throw refusal;
  }
  const newReference = opts.newReference ?? generateBookingReference;
  const plan = servicePlan(flight, input.serviceType);
  const createdAt = new Date();
  const row = {
    id: randomUUID(),
    userId: caller.userId,
    flightId: flight.id,
    serviceType: input.serviceType,
    passengerCount: input.passengerCount,
    specialRequirements,
    ...price,
    meetingCode: generateMeetingCode(),
    refundStatus: null,
    status: 'pending' as const,
    paymentStatus: 'pending' as const,
    meetingTime: plan.meetingTime,
    serviceWindowStart: plan.windowStart,
    serviceWindowEnd: plan.windowEnd,
    officersNeeded: officersNeeded(input.passengerCount),
    holdExpiresAt: holdExpiresAt(createdAt),
    createdAt,
  };
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const reference = newReference();
    const booking = toBookingDto({ ...row, reference, flight });
    const answer = key && { ...key, responseStatus: 201, responseBody: { booking } };
    const outcome = await insertBooking(db, { ...row, reference }, answer);
    if (outcome === 'created') return { booking, replayed: false };
    if (outcome === 'key-taken' && key) {
      const earlier = await replay(db, key);
      if (earlier) return earlier;
    }
  }
  throw AppError.unavailable('Could not allocate a booking reference. Please try again.');
}

function hashOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * The stored answer for `key`, or null when it has none.
 * @throws AppError 422 when the key was first used with a different body.
 */
async function replay(db: Db, key: CreateKey): Promise<{ booking: Booking; replayed: true } | null> {
  const stored = await findStoredAnswer(db, key);
  if (!stored) return null;
  if (stored.requestHash !== key.requestHash) {
    throw AppError.unprocessable('This Idempotency-Key was already used with a different request.');
  }
  return { booking: (stored.responseBody as { booking: Booking }).booking, replayed: true };
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

/**
 * One booking, with its meeting code when the caller owns it.
 * @throws AppError 404 when it does not exist or the caller may not see it.
 */
export async function getBooking(db: Executor, caller: Caller, id: string): Promise<Booking> {
  const view = await findBookingView(db, id);
  if (!view || !canSee(caller, view)) throw AppError.notFound('Booking not found');
  return toBookingDto(view, { withMeetingCode: view.userId === caller.userId });
}

/** The caller's own bookings, newest first (§3 Booking (list)). */
export async function listBookings(db: Executor, caller: Caller): Promise<Booking[]> {
  const views = await listBookingViewsByUser(db, caller.userId);
  return views.map((v) => toBookingDto(v));
}
