/**
 * Flight search (spec §3 Flight search result, §5 Flight number/Route/Travel date, §7).
 */
import { z } from 'zod';
import { SEARCH_MAX_DAYS_AHEAD, SERVICE_TYPES } from './constants';
import { addDaysIso, isIsoDate, lagosToday } from './dates';
import { Messages } from './messages';

export const ServiceTypeSchema = z.enum(SERVICE_TYPES);
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

const FLIGHT_NUMBER = /^[A-Z0-9]{2,6}$/;

/**
 * Normalises a flight number: spaces removed, upper case, leading zeros of the numeric
 * part dropped. `ba 075` -> `BA75`, `P4 7120` -> `P47120`. Returns null when the result
 * is not 2 to 6 letters and digits (§5).
 */
export function normalizeFlightNumber(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (!FLIGHT_NUMBER.test(compact)) return null;
  // IATA airline designators are two characters (letters or a letter and a digit), then 1-4 digits.
  const m = /^([A-Z0-9]{2})(\d{1,4})$/.exec(compact);
  if (!m) return compact;
  const digits = String(Number(m[2]));
  return `${m[1]}${digits}`;
}

/** Flight number as typed in the form (§5): required, 2 to 6 letters or digits. */
export const FlightNumberInputSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(FLIGHT_NUMBER, { error: Messages.flightNumberInvalid }));

/** Departure or arrival search text: IATA code, city or airport name (§5: at least 3 characters). */
export const RouteTermSchema = z.string().trim().min(3, { error: Messages.routeTooShort }).max(80);

/**
 * Travel date `YYYY-MM-DD`: not before today in Lagos and at most 330 days ahead.
 * `today` is read when the schema runs, so a long-lived process stays correct.
 */
export const TravelDateSchema = z
  .string({ error: Messages.travelDateRequired })
  .min(1, { error: Messages.travelDateRequired })
  .refine(isIsoDate, { error: 'Travel date must be a valid date (YYYY-MM-DD)' })
  .refine((d) => d >= lagosToday(), { error: Messages.travelDateInPast })
  .refine((d) => d <= addDaysIso(lagosToday(), SEARCH_MAX_DAYS_AHEAD), {
    error: `Travel date must be within ${SEARCH_MAX_DAYS_AHEAD} days from today`,
  });

export const FlightNumberSearchParamsSchema = z.strictObject({
  flightNumber: z.string().max(20),
  date: TravelDateSchema,
});
export const RouteSearchParamsSchema = z.strictObject({
  departure: RouteTermSchema,
  arrival: RouteTermSchema,
  date: TravelDateSchema,
});
export const FlightReferenceParamsSchema = z.strictObject({ id: z.string().min(1).max(40) });

export const FlightInfoSchema = z.object({
  flightNumber: z.string(),
  airlineName: z.string(),
  airlineIata: z.string(),
  departureAirportName: z.string(),
  departureIata: z.string(),
  departureCity: z.string(),
  arrivalAirportName: z.string(),
  arrivalIata: z.string(),
  arrivalCity: z.string(),
  /** ISO 8601 with the offset of the airport's time zone. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  /** Terminal at LOS, e.g. "International" or "MMA2". */
  terminal: z.string().nullable(),
});
export type FlightInfo = z.infer<typeof FlightInfoSchema>;

/** One dated flight. `bookingReference` is the flight's public reference used to book it. */
export const FlightSearchResultSchema = z.object({
  bookingReference: z.string(),
  flightInfo: FlightInfoSchema,
  /** arrival when the flight lands at LOS, departure when it leaves LOS. */
  availableServices: z.array(ServiceTypeSchema),
  /** `schedule` = the embedded demo timetable (not live data); `provider` = a live flight-data API. */
  source: z.enum(['schedule', 'provider']),
});
export type FlightSearchResult = z.infer<typeof FlightSearchResultSchema>;
