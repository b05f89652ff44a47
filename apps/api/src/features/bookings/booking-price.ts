/**
 * Booking totals (issue: bookings, "The server prices every booking"; spec §7, §9:
 * kobo = USD × rate × 100). Only the server computes these; a client never sends a price.
 */
import { usdCentsToKobo } from '@fasttrack/contracts';

export interface BookingPrice {
  /** Unit price per passenger, USD cents, as read from pricing. */
  unitPriceUsdCents: number;
  /** Naira per US dollar, as read from pricing. */
  exchangeRateNgn: number;
  /** unit price × passenger count, USD cents. */
  totalUsdCents: number;
  /** The USD total at the exchange rate, NGN kobo (rounded half up once, on the total). */
  totalNgnKobo: number;
}

/** Largest value an `integer` column holds; a larger total is refused rather than overflowed. */
const MAX_MINOR_UNITS = 2_147_483_647;

/**
 * Prices a booking from the unit price and rate in force and the passenger count.
 * @throws RangeError when the total does not fit the booking's integer minor-unit columns.
 */
export function priceBooking(
  unit: { priceUsdCents: number; exchangeRateNgn: number },
  passengerCount: number,
): BookingPrice {
  const totalUsdCents = unit.priceUsdCents * passengerCount;
  const totalNgnKobo = usdCentsToKobo(totalUsdCents, unit.exchangeRateNgn);
  if (totalNgnKobo > MAX_MINOR_UNITS) throw new RangeError(`booking total too large: ${totalNgnKobo} kobo`);
  return {
    unitPriceUsdCents: unit.priceUsdCents,
    exchangeRateNgn: unit.exchangeRateNgn,
    totalUsdCents,
    totalNgnKobo,
  };
}
