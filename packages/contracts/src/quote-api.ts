/**
 * `POST /api/quotes` (issue 41 item 5; ADR 373): the lines and totals a booking made now would
 * carry (contracts quotes.ts computes them; the API reads the price in force).
 */
import { z } from 'zod';
import { AddOnUnitSchema } from './add-ons';
import { PassengerCountSchema } from './bookings';
import { ExtrasSelectionSchema } from './extras-selection';
import { IataCodeSchema, ServiceTypeSchema } from './flights';
import { AddOnFulfilmentSchema, PriceLineSchema } from './quotes';

/**
 * `POST /api/quotes`: what this flight, service and party would cost if booked now. Open to
 * anyone (the booking form asks before sign-in). `airport`, when given, must be the flight's end
 * where the service happens. `useCredits` asks what the caller's loyalty credits would pay: it
 * needs a signed-in caller (401 without one).
 */
export const QuoteRequestSchema = z.strictObject({
  flightBookingReference: z.string().trim().min(1).max(40),
  serviceType: ServiceTypeSchema,
  passengerCount: PassengerCountSchema,
  airport: IataCodeSchema.optional(),
  ...ExtrasSelectionSchema.shape,
  useCredits: z.boolean().optional().describe("Show what the signed-in caller's loyalty credits would pay"),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** An add-on the airport offers with this service (issue 41 item 4), as the booking form lists it. */
export const AddOnOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  unit: AddOnUnitSchema,
  /** The unit spelled out, e.g. "per block of 3 bags". */
  unitWords: z.string(),
  /** USD cents per unit. */
  unitPriceUsdCents: z.number().int(),
  /** The most units this party may add by hand (the maximum, less what the chosen package includes). */
  maxQuantity: z.number().int(),
  fulfilment: AddOnFulfilmentSchema,
  /** Why it cannot be added to this booking now (its lead time has passed); null: it can. */
  unavailableReason: z.string().nullable(),
});
export type AddOnOffer = z.infer<typeof AddOnOfferSchema>;

/** A package card (issue 41 item 4): its name, what it includes and its total for this party. */
export const PackageOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The included add-ons as the card lists them, e.g. "Porter (1 × per block of 3 bags)". */
  includes: z.array(z.string()),
  /** The booking's total with this package and the same hand-picked add-ons, USD cents; null: not available now. */
  totalUsdCents: z.number().int().nullable(),
  /** Why it cannot be chosen now; null: it can. */
  unavailableReason: z.string().nullable(),
});
export type PackageOffer = z.infer<typeof PackageOfferSchema>;

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
  /** The airport's packages for this service, as cards; empty when it sells none. */
  packages: z.array(PackageOfferSchema),
  /** The airport's add-ons for this service. */
  addOns: z.array(AddOnOfferSchema),
  /**
   * With `useCredits`: the total divided between the caller's credits and money (contracts
   * `creditSplit`, the rule checkout applies; issue 27 §3); null when not asked.
   */
  credits: z
    .object({
      creditsUsdCents: z.number().int().describe('USD cents the credits would pay'),
      moneyUsdCents: z.number().int().describe('USD cents left to pay by card or transfer'),
      moneyNgnKobo: z.number().int().describe('That money part in kobo at the rate in force'),
    })
    .nullable()
    .describe('The total divided between loyalty credits and money, when `useCredits` asked; else null'),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteResultSchema = z.object({ quote: QuoteSchema });
