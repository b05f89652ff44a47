/**
 * Flights as the traveller's pages read them (spec §3 Flight search result, §7): the service type,
 * the found flight and what can be booked on it. What a search form or route checks of its input
 * (§5) is in ./flight-search-input.ts, so that a page that only shows a flight, such as the
 * dashboard, does not build those schemas (ADR 391).
 */
import { z } from 'zod';
import { SERVICE_TYPES } from './constants';

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

/** A flight number once compact and upper case: 2 to 6 letters and digits (§5). */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2,6}$/;

/**
 * Normalises a flight number: spaces removed, upper case, leading zeros of the numeric
 * part dropped. `ba 075` -> `BA75`, `P4 7120` -> `P47120`. Returns null when the result
 * is not 2 to 6 letters and digits (§5).
 */
export function normalizeFlightNumber(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (!FLIGHT_NUMBER_PATTERN.test(compact)) return null;
  // IATA airline designators are two characters (letters or a letter and a digit), then 1-4 digits.
  const m = /^([A-Z0-9]{2})(\d{1,4})$/.exec(compact);
  if (!m) return compact;
  const digits = String(Number(m[2]));
  return `${m[1]}${digits}`;
}

/**
 * A route term that names no airport we know (issue 19 §10): 404 with this message, and the same
 * text under the field (`details.departure` or `details.arrival`).
 */
export function unknownPlaceMessage(term: string): string {
  return `No airport matches "${term.trim()}". Try its IATA code (e.g. LHR), its city or the airport's name.`;
}

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
