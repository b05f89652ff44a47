/**
 * Booking totals (issue: bookings, "The server prices every booking"; spec §7, §9:
 * kobo = USD × rate × 100). Only the server computes these; a client never sends a price.
 */
import { type RateE4, usdCentsToKobo } from '@fasttrack/contracts';
import { AppError } from '../../lib/errors';

export interface BookingPrice {
  /** Unit price per passenger, USD cents, as read from pricing. */
  unitPriceUsdCents: number;
  /** Naira per US dollar in ten-thousandths (RateE4), as read from pricing. */
  exchangeRateE4: RateE4;
  /** unit price × passenger count, USD cents. */
  totalUsdCents: number;
  /** The USD total at the exchange rate, NGN kobo (exact, rounded half up once, on the total). */
  totalNgnKobo: number;
}

/** What pricing holds for a service type: USD cents per passenger and the rate in ten-thousandths. */
export interface UnitPrice {
  priceUsdCents: number;
  exchangeRateE4: RateE4;
}

/** Largest value an `integer` column holds; a larger total is refused rather than overflowed. */
const MAX_MINOR_UNITS = 2_147_483_647;

/**
 * Prices a booking from the unit price and rate in force and the passenger count.
 * @throws RangeError when the total does not fit the booking's integer minor-unit columns.
 */
export function priceBooking(unit: UnitPrice, passengerCount: number): BookingPrice {
  const totalUsdCents = unit.priceUsdCents * passengerCount;
  const totalNgnKobo = usdCentsToKobo(totalUsdCents, unit.exchangeRateE4);
  if (totalNgnKobo > MAX_MINOR_UNITS) throw new RangeError(`booking total too large: ${totalNgnKobo} kobo`);
  return {
    unitPriceUsdCents: unit.priceUsdCents,
    exchangeRateE4: unit.exchangeRateE4,
    totalUsdCents,
    totalNgnKobo,
  };
}

/**
 * {@link priceBooking}, refusing a total too large to store as the booking and the partner quote
 * answer it (one sentence for both).
 * @throws AppError 422 when the total does not fit the booking's columns.
 */
export function priceOrRefuse(unit: UnitPrice, passengerCount: number): BookingPrice {
  try {
    return priceBooking(unit, passengerCount);
  } catch (err) {
    if (err instanceof RangeError) {
      throw AppError.unprocessable('The booking total is too large. Please book fewer passengers.');
    }
    throw err;
  }
}
