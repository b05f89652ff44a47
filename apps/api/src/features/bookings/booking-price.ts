/**
 * Booking totals (issue: bookings, "The server prices every booking"; spec §7, §9:
 * kobo = USD × rate × 100; issue 41 items 1, 3 and 5: the lines). Only the server computes these;
 * a client never sends a price. The lines come from contracts `priceLines` over the price in
 * force (pricing's `findFlightPriceInForce`); the total is their sum, converted to naira once.
 */
import {
  linesTotalUsdCents,
  type PlanFlight,
  type PriceLine,
  priceLines,
  type RateE4,
  type ServiceType,
  servicePlan,
  usdCentsToKobo,
  withServiceLength,
} from '@fasttrack/contracts';
import { AppError } from '../../lib/errors';
import type { PriceInForce } from '../pricing/index';

export interface BookingPrice {
  /** Unit price per passenger, USD cents, from the price list in force (or the default price). */
  unitPriceUsdCents: number;
  /** Naira per US dollar in ten-thousandths (RateE4), as read from pricing. */
  exchangeRateE4: RateE4;
  /** The service per passenger, then each add-on, then each surcharge that applies. */
  priceLines: PriceLine[];
  /** The sum of the lines, USD cents. */
  totalUsdCents: number;
  /** The USD total at the exchange rate, NGN kobo (exact, rounded half up once, on the total). */
  totalNgnKobo: number;
  /** The price list version of the service line; null: the default price. */
  priceListId: string | null;
  /** The airport's free-cancellation hours, kept with the booking (issue 41 item 1). */
  freeCancellationHours: number;
}

/** What a booking of this party and meeting time, made at `now`, is priced for. */
export interface PriceRequest {
  serviceType: ServiceType;
  passengerCount: number;
  meetingTime: Date;
  now: Date;
  /** The add-on lines of the traveller's choice (contracts `addOnLines`), shown after the service line. */
  addOnLines?: PriceLine[];
}

/** Largest value an `integer` column holds; a larger total is refused rather than overflowed. */
const MAX_MINOR_UNITS = 2_147_483_647;

/**
 * Prices a booking from the price in force at its airport and the party.
 * @throws RangeError when the total does not fit the booking's integer minor-unit columns.
 */
export function priceBooking(price: PriceInForce, request: PriceRequest): BookingPrice {
  const serviceAndSurcharges = priceLines({
    ...request,
    unitPriceUsdCents: price.unitPriceUsdCents,
    rules: price.rules,
    timeZone: price.timeZone,
  });
  // The order every screen shows (issue 41 item 5): the service, each add-on, then the surcharges.
  const lines = serviceAndSurcharges.toSpliced(1, 0, ...(request.addOnLines ?? []));
  const totalUsdCents = linesTotalUsdCents(lines);
  const totalNgnKobo = usdCentsToKobo(totalUsdCents, price.exchangeRateE4);
  if (totalNgnKobo > MAX_MINOR_UNITS) throw new RangeError(`booking total too large: ${totalNgnKobo} kobo`);
  return {
    unitPriceUsdCents: price.unitPriceUsdCents,
    exchangeRateE4: price.exchangeRateE4,
    priceLines: lines,
    totalUsdCents,
    totalNgnKobo,
    priceListId: price.priceListId,
    freeCancellationHours: price.rules.freeCancellationHours,
  };
}

/**
 * {@link priceBooking}, refusing a missing price or a total too large to store, as the booking,
 * the quote and the partner quote answer it (one sentence each).
 * @param price null when the service's airport has no price (pricing's `findFlightPriceInForce`).
 * @throws AppError 503 when no price is set; 422 when the total does not fit the booking's columns.
 */
export function priceOrRefuse(price: PriceInForce | null, request: PriceRequest): BookingPrice {
  if (!price) throw AppError.unavailable(`No price is set for the ${request.serviceType} service`);
  try {
    return priceBooking(price, request);
  } catch (err) {
    if (err instanceof RangeError) {
      throw AppError.unprocessable('The booking total is too large. Please book fewer passengers.');
    }
    throw err;
  }
}

/**
 * The service plan of a booking priced from `inForce` with `lines`: its airport's length of an
 * arrival (issue 41 item 1; the default when no price is in force) and the extra waiting time its
 * lines bought (item 4) lengthen the officer's window.
 */
export function pricedPlan(
  flight: PlanFlight,
  serviceType: ServiceType,
  priced: { inForce: PriceInForce | null; lines: readonly PriceLine[] },
) {
  return withServiceLength(servicePlan(flight, serviceType), {
    serviceType,
    arrivalServiceMinutes: priced.inForce?.rules.arrivalServiceMinutes,
    lines: priced.lines,
  });
}
