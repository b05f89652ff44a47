/**
 * POST /partner/quotes (issue 40 item 2): what a booking of this flight, service and party would
 * cost if made now, priced as a booking is (bookings' `priceOrRefuse` on pricing's unit price and
 * rate), in major units with their currency as a booking answers money. A quote holds nothing:
 * the booking copies the price in force when it is made.
 */
import {
  bookingBlock,
  Messages,
  minorToMajor,
  type PartnerQuote,
  type PartnerQuoteRequest,
  rateE4ToNumber,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { priceOrRefuse } from '../bookings/index';
import { getFlightByReference } from '../flights/index';
import { getUnitPrice } from '../pricing/index';

/**
 * @throws AppError 404 unknown flight reference; 422 the service does not fit the flight (its
 *   airport not open for sale, issue 41 item 1; departed, cancelled, too little notice) or the
 *   total is too large; 503 no price set for the service type.
 */
export async function quoteBooking(db: Executor, input: PartnerQuoteRequest, now = new Date()): Promise<PartnerQuote> {
  const [flight, unit] = await Promise.all([
    getFlightByReference(db, input.flightBookingReference),
    getUnitPrice(db, input.serviceType),
  ]);
  if (!flight) throw AppError.notFound(Messages.flightNotFound);
  // The flight carries which of its airports are open for sale (issue 41 item 1).
  const block = bookingBlock(flight, input.serviceType, now);
  if (block) throw AppError.unprocessable(block.message);
  const price = priceOrRefuse(unit, input.passengerCount);
  return {
    flightBookingReference: input.flightBookingReference,
    serviceType: input.serviceType,
    passengerCount: input.passengerCount,
    unitPrice: minorToMajor(price.unitPriceUsdCents),
    totalAmount: minorToMajor(price.totalUsdCents),
    currency: 'USD',
    totalAmountNgn: minorToMajor(price.totalNgnKobo),
    exchangeRate: rateE4ToNumber(price.exchangeRateE4),
  };
}
