/**
 * What every source of flight data answers (issue: flights, "Where flight data comes from").
 * Two implementations: the embedded demo timetables (default, features/flights/schedule-provider.ts)
 * and AeroDataBox (./aerodatabox.ts), switched on by FLIGHT_DATA_API_KEY. Either answers only
 * flights that land at or leave a served airport open for sale (issue 41 item 1).
 */

/** `schedule` = the embedded demo timetable; `provider` = a live flight-data API. */
export type FlightSource = 'schedule' | 'provider';

/** One end of a flight. */
export interface FlightEndpoint {
  iata: string;
  airportName: string;
  city: string;
  /** Scheduled instant. */
  time: Date;
  /** ISO offset of the airport's zone at that instant, e.g. `+01:00`, to show local time. */
  utcOffset: string;
}

/** One dated flight as a source describes it, before it is stored and given a reference. */
export interface DatedFlight {
  /** Normalised flight number, e.g. BA75. */
  flightNumber: string;
  /** Departure date at the departure airport, `YYYY-MM-DD`. */
  serviceDate: string;
  airlineIata: string;
  airlineName: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  /** Terminal at the served airport (the one the source was asked about), when known. */
  terminal: string | null;
  /** scheduled | delayed | departed | landed | diverted | cancelled. */
  status: string;
  /** The provider's own record, kept for support and later status checks. */
  providerData?: unknown;
}

export interface RouteQuery {
  /** IATA code, city or airport name (prefix, any case). */
  departure: string;
  arrival: string;
  /** Departure date at the departure airport, `YYYY-MM-DD`. */
  date: string;
}

/** A served airport open for sale, as a source asks about it (from the database's served airports). */
export interface OpenAirportPlace {
  iata: string;
  icao: string;
  name: string;
  city: string;
}

export interface FlightDataProvider {
  readonly source: FlightSource;
  /**
   * Flights with this normalised number departing on `date` (local date at the departure
   * airport) that land at or leave an open served airport.
   */
  findByNumber(flightNumber: string, date: string): Promise<DatedFlight[]>;
  /** Flights between the matching airports departing on `date` at an open served airport, any order. */
  findByRoute(query: RouteQuery): Promise<DatedFlight[]>;
}

/** Why a provider call failed; the flights service turns it into a 502/503 search error. */
export type FlightProviderFailure = 'unauthorized' | 'rate_limited' | 'unavailable' | 'timeout' | 'bad_response';

export class FlightProviderError extends Error {
  override name = 'FlightProviderError';
  constructor(
    readonly failure: FlightProviderFailure,
    message: string,
    /** Seconds the provider asked us to wait (429 Retry-After), when given. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The flight a status check asks about: number, departure date and the scheduled times. */
export interface FlightStatusQuery {
  flightNumber: string;
  /** Departure date at the departure airport, `YYYY-MM-DD`. */
  serviceDate: string;
  departureIata: string;
  arrivalIata: string;
  departureTime: Date;
  arrivalTime: Date;
}

/**
 * What a status check learns (issue 18 §1): the status (scheduled | delayed | departed | landed |
 * diverted | cancelled) and the estimated instants; null when the source gives no estimate.
 */
export interface FlightStatusReport {
  status: string;
  estimatedDeparture: Date | null;
  estimatedArrival: Date | null;
}

/** Where the polling round asks about one flight. null = the source does not know the flight. */
export interface FlightStatusSource {
  checkStatus(query: FlightStatusQuery): Promise<FlightStatusReport | null>;
}
