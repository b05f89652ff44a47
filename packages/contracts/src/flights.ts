/**
 * Flight search (spec §3 Flight search result, §5 Flight number/Route/Travel date, §7).
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { BUSINESS_TIME_ZONE } from './airport-data';
import { SEARCH_MAX_DAYS_AHEAD, SERVICE_TYPES } from './constants';
import { addDaysIso, isIsoDate, lagosToday } from './dates';
import { Messages } from './messages';

export const ServiceTypeSchema = z.enum(SERVICE_TYPES);

/**
 * IATA airport code: 3 capital letters, e.g. ENU (issue 41 item 1). Here rather than with the
 * served airports' admin shapes, so that the traveller's pages that name an airport do not load them.
 */
export const IataCodeSchema = z.string().regex(/^[A-Z]{3}$/, { error: 'Enter the IATA code: 3 capital letters' });

/** Which end of a flight a service happens at: arrival service where it lands, departure where it leaves. */
export function serviceAirportIata(
  flight: { departureIata: string; arrivalIata: string },
  serviceType: ServiceType,
): string {
  return serviceType === 'arrival' ? flight.arrivalIata : flight.departureIata;
}
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
 * A route term that names no airport we know (issue 19 §10): 404 with this message, and the same
 * text under the field (`details.departure` or `details.arrival`).
 */
export function unknownPlaceMessage(term: string): string {
  return `No airport matches "${term.trim()}". Try its IATA code (e.g. LHR), its city or the airport's name.`;
}

let todayCache: { today: string; latest: string; from: number; until: number } | undefined;

/**
 * Today in Lagos and the last searchable date, cached until the Lagos day ends: every search
 * validates its date, and formatting in a time zone is the slow part of that check.
 */
function searchWindow(): { today: string; latest: string } {
  const now = Date.now();
  if (todayCache && now >= todayCache.from && now < todayCache.until) return todayCache;
  const today = lagosToday(new Date(now));
  const dayStart = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, BUSINESS_TIME_ZONE).getTime();
  };
  todayCache = {
    today,
    latest: addDaysIso(today, SEARCH_MAX_DAYS_AHEAD),
    from: dayStart(today),
    until: dayStart(addDaysIso(today, 1)),
  };
  return todayCache;
}

const validDates = new Map<string, boolean>();

/** isIsoDate with a bounded memo: a few hundred distinct dates are searched, over and over. */
function isSearchableDateFormat(value: string): boolean {
  if (value.length !== 10) return false;
  let ok = validDates.get(value);
  if (ok === undefined) {
    if (validDates.size >= 2_000) validDates.clear();
    ok = isIsoDate(value);
    validDates.set(value, ok);
  }
  return ok;
}

/**
 * Travel date `YYYY-MM-DD`: not before today in Lagos and at most 330 days ahead.
 * `today` is read when the schema runs, so a long-lived process stays correct.
 */
export const TravelDateSchema = z
  .string({ error: Messages.travelDateRequired })
  .min(1, { error: Messages.travelDateRequired })
  .refine(isSearchableDateFormat, { error: 'Travel date must be a valid date (YYYY-MM-DD)', abort: true })
  .refine((d) => d >= searchWindow().today, { error: Messages.travelDateInPast })
  .refine((d) => d <= searchWindow().latest, {
    error: `Travel date must be within ${SEARCH_MAX_DAYS_AHEAD} days from today`,
  });

/** Path parameters of `GET /flights/search/number/:flightNumber/:date`; the number comes out compact and upper case. */
export const FlightNumberSearchParamsSchema = z.strictObject({
  flightNumber: z.string().max(20).pipe(FlightNumberInputSchema),
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
  /**
   * IANA zones of the two airports (e.g. "Europe/London", "Africa/Accra"), to name each time's zone
   * (issue 19 §10, `formatAirportTime`). Absent when the airport is not known: the offset names it.
   */
  departureTimeZone: z.string().optional(),
  arrivalTimeZone: z.string().optional(),
  /**
   * Terminal at the served airport, as the flight's source names it, e.g. "International" or
   * "MMA2"; for a flight between two served airports, the one its source gave (issue 41 item 1).
   */
  terminal: z.string().nullable(),
});
export type FlightInfo = z.infer<typeof FlightInfoSchema>;

/**
 * Why one service of a found flight cannot be booked now (issue 37), as the contracts'
 * `bookingBlock` decides: `NOT_BOOKABLE` (the flight is gone, cancelled or diverted) or
 * `TOO_SOON` (inside the minimum notice), with the sentence the traveller reads.
 */
export const NotBookableServiceSchema = z.object({
  serviceType: ServiceTypeSchema,
  code: z.enum(['NOT_BOOKABLE', 'TOO_SOON']),
  message: z.string(),
});
export type NotBookableService = z.infer<typeof NotBookableServiceSchema>;

/** One dated flight. `bookingReference` is the flight's public reference used to book it. */
export const FlightSearchResultSchema = z.object({
  bookingReference: z.string(),
  flightInfo: FlightInfoSchema,
  /**
   * arrival when the flight lands at an airport we serve that is open for sale, departure when it
   * leaves one; both between two such airports (issue 41 item 1).
   */
  availableServices: z.array(ServiceTypeSchema),
  /** `schedule` = the embedded demo timetable (not live data); `provider` = a live flight-data API. */
  source: z.enum(['schedule', 'provider']),
  /**
   * The services of `availableServices` that cannot be booked at the time of the search, with
   * why; empty when all can (officers are counted later, by the availability answer). Absent in
   * drafts a browser kept from before it was sent.
   */
  notBookable: z.array(NotBookableServiceSchema).optional(),
});
export type FlightSearchResult = z.infer<typeof FlightSearchResultSchema>;
