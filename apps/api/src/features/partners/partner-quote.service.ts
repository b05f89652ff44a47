/**
 * POST /partner/quotes (issue 40 item 2): what a booking of this flight, service and party would
 * cost if made now, priced as a booking is (bookings' `priceBooking` on pricing's unit price and
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
import { priceBooking } from '../bookings/index';
import { getFlightByReference } from '../flights/index';
import { getUnitPrice } from '../pricing/index';

/**
 * @throws AppError 404 unknown flight reference; 422 the service does not fit the flight (departed,
 *   cancelled, too little notice) or the total is too large; 503 no price set for the service type.
 */
export async function quoteBooking(db: Executor, input: PartnerQuoteRequest, now = new Date()): Promise<PartnerQuote> {
  const [flight, unit] = await Promise.all([
    getFlightByReference(db, input.flightBookingReference),
    getUnitPrice(db, input.serviceType),
  ]);
  if (!flight) throw AppError.notFound(Messages.flightNotFound);
  const block = bookingBlock(flight, input.serviceType, now);
  if (block) throw AppError.unprocessable(block.message);
  let price: ReturnType<typeof priceBooking>;
  try {
    price = priceBooking(unit, input.passengerCount);
  } catch (err) {
    if (err instanceof RangeError) {
      throw AppError.unprocessable('The booking total is too large. Please book fewer passengers.');
    }
    throw err;
  }
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
