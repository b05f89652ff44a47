/**
 * An airport's price rules and price lists (issue 41 items 1 and 3): what the server prices a
 * booking from and what an admin edits. Apart from ./quotes.ts (ADR 391): a traveller's page shows
 * price lines but never builds these schemas.
 */
import { z } from 'zod';
import { ServiceTypeSchema } from './flights';

/** A clock time of day at the airport, `HH:mm` (24-hour). */
export const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:mm' });

/**
 * An airport's rules (issue 41 item 1), as `service_airports` stores them: the minimum notice,
 * the surcharges, the free-cancellation hours (a booking keeps the hours it was made with) and the
 * base length of an arrival's service. A surcharge of 0 means the airport has none. The night
 * window runs from `nightStartsAt` up to, not including, `nightEndsAt`, across midnight when it
 * ends earlier than it starts; both in the airport's zone.
 */
export const AirportPriceRulesSchema = z.object({
  /** A service whose meeting time is less than this many minutes away cannot be booked here. */
  minNoticeMinutes: z.number().int().min(0).max(10_080),
  /** A booking made less than this many minutes before its meeting time is urgent; 0: never. */
  urgentWindowMinutes: z.number().int().min(0).max(10_080),
  /** USD cents per booking added to an urgent booking. */
  urgentSurchargeUsdCents: z.number().int().min(0).max(1_000_000),
  nightStartsAt: ClockTimeSchema,
  nightEndsAt: ClockTimeSchema,
  /** USD cents per booking added when the meeting time falls in the night window. */
  nightSurchargeUsdCents: z.number().int().min(0).max(1_000_000),
  /** A paid booking cancelled at least this many hours before the flight time is refunded in full. */
  freeCancellationHours: z.number().int().min(0).max(720),
  /** An arrival's base service: the officer's window ends this many minutes after the landing. */
  arrivalServiceMinutes: z.number().int().min(30).max(480),
});
export type AirportPriceRules = z.infer<typeof AirportPriceRulesSchema>;

/** A version of an airport's price for a service type, in force from `effectiveFrom`. */
export const PriceListSchema = z.object({
  id: z.uuid(),
  airportIata: z.string(),
  serviceType: ServiceTypeSchema,
  currency: z.literal('USD'),
  /** 1, 2, …: one more for each new price of the airport and service type. */
  version: z.number().int(),
  /** ISO 8601 instant from which bookings made take this price. */
  effectiveFrom: z.string(),
  /** USD cents per passenger. */
  unitPriceUsdCents: z.number().int(),
  createdAt: z.string(),
});
export type PriceList = z.infer<typeof PriceListSchema>;

/**
 * `POST /api/ops/airports/:iata/price-lists` (admin): a new version. A version is never edited;
 * a price that should not have been set is replaced by a newer one.
 */
export const CreatePriceListRequestSchema = z.strictObject({
  serviceType: ServiceTypeSchema,
  /** USD cents per passenger: 1 cent to $10,000. */
  unitPriceUsdCents: z.number().int().min(1, { error: 'Enter a price above zero' }).max(1_000_000),
  /** ISO 8601 instant; default now. It may not be in the past. */
  effectiveFrom: z.iso.datetime({ offset: true }).optional(),
});
export type CreatePriceListRequest = z.infer<typeof CreatePriceListRequestSchema>;

/** `PATCH /api/ops/airports/:iata/rules` (admin): any of the rules, at least one. */
export const UpdateAirportRulesRequestSchema = AirportPriceRulesSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one rule to change' });
export type UpdateAirportRulesRequest = z.infer<typeof UpdateAirportRulesRequestSchema>;

/** The sentences the price admin answers (issue 41 items 1 and 3); the web shows them as sent. */
export const PriceMessages = {
  priceListCreated: 'New price saved. Bookings made from its start date take it; earlier bookings keep theirs.',
  rulesSaved: 'Rules saved. They apply to bookings made from now on.',
  effectiveInPast: 'A new price cannot start in the past.',
  airportMismatch: (airport: string, served: string) =>
    `This service happens at ${served}, not ${airport}: the flight's end where the officer meets the traveller decides the airport.`,
} as const;
