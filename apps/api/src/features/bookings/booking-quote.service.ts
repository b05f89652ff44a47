/**
 * What a booking would cost if made now (issue 41 item 5; ADR 373): `POST /api/quotes` and the
 * partner's `POST /partner/quotes` answer the lines a booking made at the same instant copies,
 * from the same reads and rules as booking creation (the flight and its price in one read,
 * `findFlightPriceInForce`; contracts `bookingBlock` and `priceLines`), with the airport's
 * packages as cards and its add-ons as offers (issue 41 item 4). A quote holds nothing.
 */
import {
  bookingBlock,
  creditSplit,
  Messages,
  PriceMessages,
  type Quote,
  type QuoteRequest,
  rateE4ToNumber,
  serviceAirportIata,
  servicePlan,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { availableCredits } from '../credits/index';
import { findExtrasCatalogue, findFlightPriceInForce, flightServiceAirportSql } from '../pricing/index';
import { addOnOffers, extrasLinesOrRefuse, packageOffers } from './booking-extras-price';
import { priceOrRefuse } from './booking-price';

/**
 * The quote for `input` at `opts.now`; with `input.useCredits`, what the credits of `opts.userId`
 * (the signed-in caller; the route asks for a session first) would pay of it.
 * @throws AppError 404 unknown flight reference; 422 the service does not fit the flight (its
 *   airport not open for sale, departed, cancelled, too little notice), `airport` is not the
 *   flight's end where the service happens, or the total is too large; 503 no price set.
 */
export async function quoteBooking(
  db: Executor,
  input: QuoteRequest,
  opts: { now?: Date; userId?: string | null } = {},
): Promise<Quote> {
  const now = opts.now ?? new Date();
  const { serviceType, passengerCount } = input;
  const creditsOf = input.useCredits && opts.userId ? opts.userId : null;
  const flightReference = input.flightBookingReference;
  // Every read at once: the catalogue is the airport's where the flight's service happens.
  const [flightPrice, catalogue, balanceUsdCents] = await Promise.all([
    findFlightPriceInForce(db, { flightReference, serviceType, at: now }),
    findExtrasCatalogue(db, flightServiceAirportSql({ flightReference, serviceType })),
    creditsOf ? availableCredits(db, creditsOf) : 0,
  ]);
  if (!flightPrice) throw AppError.notFound(Messages.flightNotFound);
  const { flight, priceInForce } = flightPrice;
  const served = serviceAirportIata(flight, serviceType);
  if (input.airport && input.airport !== served) {
    throw AppError.unprocessable(PriceMessages.airportMismatch(input.airport, served));
  }
  const block = bookingBlock(flight, serviceType, now);
  if (block) throw AppError.unprocessable(block.message);
  const { meetingTime } = servicePlan(flight, serviceType);
  const selection = { packageCode: input.packageCode, addOns: input.addOns };
  const extras = { airportIata: served, serviceType, passengerCount, meetingTime, now, selection };
  const base = { serviceType, passengerCount, meetingTime, now };
  const price = priceOrRefuse(priceInForce, { ...base, addOnLines: extrasLinesOrRefuse(catalogue, extras) });
  return {
    airportIata: served,
    serviceType,
    passengerCount,
    lines: price.priceLines,
    totalUsdCents: price.totalUsdCents,
    totalNgnKobo: price.totalNgnKobo,
    exchangeRate: rateE4ToNumber(price.exchangeRateE4),
    freeCancellationHours: price.freeCancellationHours,
    priceListVersion: priceInForce?.priceListVersion ?? null,
    packages: packageOffers(
      catalogue,
      extras,
      (addOnLines) => priceOrRefuse(priceInForce, { ...base, addOnLines }).totalUsdCents,
    ),
    addOns: addOnOffers(catalogue, extras),
    credits: creditsOf ? creditSplit(price.totalUsdCents, balanceUsdCents, price.exchangeRateE4) : null,
  };
}
