/**
 * POST /partner/quotes (issue 40 item 2; issue 41 item 5): what a booking of this flight, service
 * and party would cost if made now, priced as a booking is (bookings' `quoteBooking`: the
 * airport's price in force and its surcharges), in major units with their currency as a booking
 * answers money, and the lines in USD cents. A quote holds nothing: the booking copies the price
 * in force when it is made.
 */
import { minorToMajor, type PartnerQuote, type PartnerQuoteRequest } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { quoteBooking } from '../bookings/index';

/**
 * @throws AppError 404 unknown flight reference; 422 the service does not fit the flight (its
 *   airport not open for sale, issue 41 item 1; departed, cancelled, too little notice) or the
 *   total is too large; 503 no price set for the service type.
 */
export async function quotePartnerBooking(
  db: Executor,
  input: PartnerQuoteRequest,
  now = new Date(),
): Promise<PartnerQuote> {
  const quote = await quoteBooking(db, input, { now });
  const service = quote.lines[0];
  return {
    flightBookingReference: input.flightBookingReference,
    serviceType: input.serviceType,
    passengerCount: input.passengerCount,
    unitPrice: minorToMajor(service?.unitPriceUsdCents ?? 0),
    totalAmount: minorToMajor(quote.totalUsdCents),
    currency: 'USD',
    totalAmountNgn: minorToMajor(quote.totalNgnKobo),
    exchangeRate: quote.exchangeRate,
    lines: quote.lines,
  };
}
