/**
 * Creating a booking (issue: bookings; spec §3; issue 15 §1, §4, §5). The plan, minimum notice
 * and price are decided first, outside any transaction; then one database call (ADR 217) checks
 * that the booking's airport is open for sale (issue 41 item 1), takes the capacity locks, checks
 * that enough of that airport's officers are free for the service window, inserts the
 * booking with its idempotency answer and holds the officers, in one transaction. The booking's
 * `hold_expires_at` is what ends the hold: capacity ignores a passed hold at once, and the
 * every-minute hold-expiry round (booking-expiry.ts) expires the booking and tells the traveller
 * (ADR 216).
 */
import { randomUUID } from 'node:crypto';
import {
  type Booking,
  bookingBlock,
  type CreateBookingRequest,
  ErrorCode,
  fullyBookedMessage,
  holdExpiresAt,
  Messages,
  officersNeeded,
  serviceAirportIata,
  servicePlan,
  serviceTimeZone,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { capacityDay, capacityLocks, recordCapacityRefusal } from '../operations/index';
import { findFlightPriceInForce } from '../pricing/index';
import type { Caller } from './booking-access';
import { closedAirportBlock } from './booking-airport';
import { generateBookingReference, generateMeetingCode } from './booking-codes';
import { resolveBookingContact } from './booking-contact';
import { createHeldBookingRecorded } from './booking-create-recorded';
import { toBookingDto } from './booking-dto';
import { chosenAddOnLines } from './booking-extras-price';
import { createKey, isKeyTaken, replay } from './booking-idempotency';
import { type BookingOrganisation, organisationColumns } from './booking-organisation-columns';
import { type BookingPrice, pricedPlan, priceOrRefuse } from './booking-price';

/** A collision is a one-in-a-billion event; five in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;
/** What creating needs: the database, the job runner (its `booking.created` event) and the hold length in minutes. */
export interface CreateBookingDeps {
  db: Db;
  jobs: JobRunner;
  holdMinutes: number;
}

export interface CreateBookingOptions {
  /** The request's `Idempotency-Key` header, if any. */
  idempotencyKey?: string;
  /**
   * Where the key is stored apart from others' (default: the endpoint's). A key's requests pass
   * `partner:<apiKeyId>:bookings`, so two keys of one booker of record never share answers.
   */
  idempotencyScope?: string;
  /** The clock: notice, capacity and the hold count from here. */
  now?: Date;
  /** Source of booking references; tests pass one to force a collision. */
  newReference?: () => string;
  /** Made for an organisation: its fields are stored with the booking, in the same transaction. */
  organisation?: BookingOrganisation;
}

/**
 * Creates a pending, unpaid booking for `request.caller` from `request.input`, priced by the
 * server (its lines: the service per passenger at the airport's price in force, the chosen
 * package's and add-ons' lines, then the urgent and night surcharges that apply, issue 41; the
 * total in USD cents, in NGN kobo at the current rate; lines, rate and price list version copied
 * onto the booking), with its service plan (the airport's arrival length, extra time), and holds
 * the officers it needs (ceil(passengers / 5)) until `holdMinutes` from now. With an
 * `Idempotency-Key`, the first successful answer is stored with the booking and replayed for the
 * same key and body (ADR 031), even once the window is full.
 * @returns the booking DTO, and whether it is a replay of an earlier request with the same key.
 * The lead passenger and contact phone come from the request, else from the caller's profile
 * (never a quick sign-up placeholder; booking-contact.ts, issue 19 §1).
 * @throws AppError 400 VALIDATION_FAILED when the name or phone is left out and the profile has
 *   only a placeholder for it (`details` names the field); 404 unknown flight reference; 422
 *   service does not fit the flight or its airport (the flight's end where the service happens)
 *   is not open for sale (issue 41 item 1), flight already departed/landed/cancelled, meeting
 *   time less than MIN_NOTICE_MINUTES away, total too large, a package or add-on the airport
 *   cannot sell (contracts ExtrasMessages), or key reused with another body;
 *   409 FULLY_BOOKED too few of the airport's officers free for the service window; 503 no price
 *   set for the service type.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  request: { caller: Caller; input: CreateBookingRequest },
  opts: CreateBookingOptions = {},
): Promise<{ booking: Booking; replayed: boolean }> {
  const { db } = deps;
  const { caller, input } = request;
  const now = opts.now ?? new Date();
  const specialRequirements = input.specialRequirements || null;
  // The reads at once, outside any transaction: no connection is held while waiting.
  const [contact, flightPrice] = await Promise.all([
    resolveBookingContact(db, caller.userId, input),
    findFlightPriceInForce(db, {
      flightReference: input.flightBookingReference,
      serviceType: input.serviceType,
      at: now,
    }),
  ]);
  const flight = flightPrice?.flight;
  const priceInForce = flightPrice?.priceInForce ?? null;
  const key = opts.idempotencyKey
    ? createKey({
        userId: caller.userId,
        key: opts.idempotencyKey,
        input,
        specialRequirements,
        contact,
        organisation: opts.organisation,
        scope: opts.idempotencyScope,
      })
    : null;
  let price: BookingPrice;
  try {
    if (!flight) throw AppError.notFound(Messages.flightNotFound);
    const block = bookingBlock(flight, input.serviceType, now);
    if (block) throw AppError.unprocessable(block.message);
    const { meetingTime } = servicePlan(flight, input.serviceType);
    const { serviceType, passengerCount } = input;
    const airportIata = serviceAirportIata(flight, serviceType);
    const addOnLines = await chosenAddOnLines(db, input, { airportIata, meetingTime, now });
    price = priceOrRefuse(priceInForce, { serviceType, passengerCount, meetingTime, now, addOnLines });
  } catch (refusal) {
    // A request that succeeded before gets its answer again, even if it would fail now
    // (e.g. the flight has since departed).
    const earlier = key && (await replay(db, key));
    if (earlier) return earlier;
    throw refusal;
  }
  const plan = pricedPlan(flight, input.serviceType, { inForce: priceInForce, lines: price.priceLines });
  const row = {
    id: randomUUID(),
    userId: caller.userId,
    flightId: flight.id,
    serviceType: input.serviceType,
    airportIata: serviceAirportIata(flight, input.serviceType),
    passengerCount: input.passengerCount,
    specialRequirements,
    ...contact,
    leadPassengerEmail: input.leadPassengerEmail ?? null,
    ...organisationColumns(opts.organisation),
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
  // The airport's clock decides which day's assignments order the officers (issue 41 item 2).
  const timeZone = serviceTimeZone({ serviceType: input.serviceType, flight });
  const { windowStart, windowEnd } = plan;
  const window = { windowStart, windowEnd, now, ...capacityDay(windowStart, timeZone) };
  const locks = capacityLocks({ ...plan, timeZone });
  // The terminal the database chose, for the refusal record of a full window.
  let refusedTerminal: string | null = null;
  try {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const reference = newReference();
      // The answer to store with the key; the database fills in the meeting point it reads.
      const dto = (meetingPoint: string | null) =>
        toBookingDto({
          ...row,
          reference,
          flight,
          meetingPoint,
          flightDisruption: null,
          disruptionChoice: null,
          movedFromFlightId: null,
          requestedFlightNumber: null,
          // A new booking: nothing applied, charged or returned yet.
          moneyCreditsUsdCents: 0,
          moneyCreditsReturnedUsdCents: 0,
          moneyChargedNgnKobo: 0,
          moneyRefundedNgnKobo: 0,
          checkedInAt: null,
        });
      const answer = key && { ...key, responseStatus: 201, responseBody: { booking: dto(null) } };
      // Under the window's day locks, so the check sees every booking on that day committed
      // before (ADR 212), in one database call (ADR 217), with its `booking.created` event.
      const held = await createHeldBookingRecorded(deps, { locks, window, row: { ...row, reference }, answer }, caller);
      if (held.outcome === 'reference-taken') continue;
      if (held.outcome === 'closed') {
        const earlier = key && (await replay(db, key));
        if (earlier) return earlier;
        throw AppError.unprocessable(closedAirportBlock(flight, input.serviceType, now).message);
      }
      if (held.outcome === 'replay') {
        const earlier = key && (await replay(db, key));
        if (earlier) return earlier;
        continue;
      }
      if (held.outcome === 'full') {
        refusedTerminal = held.terminal;
        throw AppError.conflict(fullyBookedMessage(input.serviceType, held.free), ErrorCode.FULLY_BOOKED);
      }
      return { booking: dto(held.meetingPoint), replayed: false };
    }
    throw AppError.unavailable('Could not allocate a booking reference. Please try again.');
  } catch (err) {
    // Another request with this key stored its answer first: replay it.
    const earlier = isKeyTaken(err) && key ? await replay(db, key) : null;
    if (earlier) return earlier;
    if (err instanceof AppError && err.code === ErrorCode.FULLY_BOOKED) {
      // Demand turned away, for the work report (issue 30); nothing was written for it.
      await recordCapacityRefusal(db, {
        serviceType: input.serviceType,
        terminal: refusedTerminal,
        meetingTime: plan.meetingTime,
        passengerCount: input.passengerCount,
        officersNeeded: row.officersNeeded,
        refusedAt: now,
      });
    }
    throw err;
  }
}
