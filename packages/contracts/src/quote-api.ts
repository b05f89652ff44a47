/**
 * `POST /api/quotes` (issue 41 item 5; ADR 373): the lines and totals a booking made now would
 * carry (contracts quotes.ts computes them; the API reads the price in force).
 */
import { z } from 'zod';
import { PassengerCountSchema } from './bookings';
import { IataCodeSchema, ServiceTypeSchema } from './flights';
import { PriceLineSchema } from './quotes';

/**
 * `POST /api/quotes`: what this flight, service and party would cost if booked now. Open to
 * anyone (the booking form asks before sign-in). `airport`, when given, must be the flight's end
 * where the service happens.
 */
export const QuoteRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: PassengerCountSchema,
  airport: IataCodeSchema.optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** The answer of `POST /api/quotes`; a booking made now copies these lines. */
export const QuoteSchema = z.object({
  airportIata: z.string(),
  serviceType: ServiceTypeSchema,
  passengerCount: z.number().int(),
  lines: z.array(PriceLineSchema),
  /** The sum of the lines, USD cents. */
  totalUsdCents: z.number().int(),
  /** The total in naira at the rate in force, kobo (rounded half up once, on the total). */
  totalNgnKobo: z.number().int(),
  /** Naira per US dollar (display only; up to 4 decimals). */
  exchangeRate: z.number().describe('Naira per US dollar in force now (up to 4 decimals); the booking copies it'),
  /** Hours before the flight time until which a paid booking made now is refunded in full when cancelled. */
  freeCancellationHours: z.number().int(),
  /** The airport price list's version the service line comes from; null: the default price (§3). */
  priceListVersion: z
    .number()
    .int()
    .nullable()
    .describe(
      'Version number of the airport price list (prices in USD) the service line comes from; null: the default price',
    ),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteResultSchema = z.object({ quote: QuoteSchema });
