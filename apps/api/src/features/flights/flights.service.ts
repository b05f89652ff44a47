/**
 * Flights service (issue: flights): search by number, by route and by reference, and what
 * other features may ask of the flights feature (`getFlightByReference`). Which services a flight
 * can take is the shared rule `servicesFor` (contracts).
 *
 * Dated flights are made as people search: the source (embedded schedule or AeroDataBox) says
 * which flights exist, and each one found is stored once per (flight number, date) with a public
 * reference, returned as `bookingReference`. Only flights that land at or leave a served airport
 * open for sale are offered (issue 41 item 1): each source answers only those, and the stored
 * row carries its open airports, read in the same statement.
 */
import {
  ErrorCode,
  type FlightSearchResult,
  Messages,
  normalizeFlightNumber,
  servicesFor,
  unknownPlaceMessage,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { matchingIataCodes } from '../../integrations/flight-data/airport-match';
import { type DatedFlight, type FlightDataProvider, FlightProviderError } from '../../integrations/flight-data/types';
import { isoWithOffset } from '../../integrations/flight-data/zoned-time';
import { AppError } from '../../lib/errors';
import { notBookable } from './flight-bookability';
import { newFlightReference } from './flight-reference';
import {
  type FlightInsert,
  type FlightOnRoute,
  type FlightSearchRow,
  findFlightByNumberOnDate,
  findFlightOnRouteByReference,
  findFlightsOnDate,
  insertFlightsIfAbsent,
  upsertFlights,
} from './flights.repository';
import { listAirportPlaces } from './schedule.repository';

/** What a search needs: the database and the flight-data source. */
export interface FlightSearchDeps {
  db: Executor;
  provider: FlightDataProvider;
}

/**
 * A stored flight as the API shows it (§3 Flight search result; times ISO 8601 with the
 * airport's offset), with the services that cannot be booked at `now` (issue 37).
 */
export function toSearchResult(row: FlightSearchRow, now: Date = new Date()): FlightSearchResult {
  const availableServices = servicesFor(row, row.openAirports);
  return {
    bookingReference: row.reference,
    flightInfo: {
      flightNumber: row.flightNumber,
      airlineName: row.airlineName,
      airlineIata: row.airlineIata,
      departureAirportName: row.departureAirportName,
      departureIata: row.departureIata,
      departureCity: row.departureCity,
      arrivalAirportName: row.arrivalAirportName,
      arrivalIata: row.arrivalIata,
      arrivalCity: row.arrivalCity,
      departureTime: isoWithOffset(row.departureTime, row.departureUtcOffset),
      arrivalTime: isoWithOffset(row.arrivalTime, row.arrivalUtcOffset),
      // The airports' IANA zones, left out when unknown (issue 19 §10): the serializer skips an
      // undefined field. Plain fields rather than spread objects, which cost this hot path more.
      departureTimeZone: row.departureTimeZone ?? undefined,
      arrivalTimeZone: row.arrivalTimeZone ?? undefined,
      terminal: row.terminal,
    },
    availableServices,
    source: row.source,
    notBookable: notBookable(row, availableServices, now),
  };
}

const NORMALISED_CACHE_MAX = 5_000;
const normalised = new Map<string, string | null>();

/** normalizeFlightNumber with a bounded memo: the same few numbers are searched over and over. */
function normaliseNumber(raw: string): string | null {
  let value = normalised.get(raw);
  if (value === undefined) {
    if (normalised.size >= NORMALISED_CACHE_MAX) normalised.clear();
    value = normalizeFlightNumber(raw);
    normalised.set(raw, value);
  }
  return value;
}

const notFound = () => AppError.notFound(Messages.flightNotFound);

/**
 * A provider failure as the §8 search error: 503 when it may pass (time-out, 429 with its
 * Retry-After, 5xx, unreachable), 502 when the provider refused us or answered nonsense.
 */
function searchError(err: FlightProviderError): AppError {
  const temporary = err.failure !== 'unauthorized' && err.failure !== 'bad_response';
  const headers = err.retryAfterSeconds ? { 'retry-after': String(Math.ceil(err.retryAfterSeconds)) } : undefined;
  const error = new AppError(ErrorCode.FLIGHT_PROVIDER_ERROR, Messages.flightSearchError, {
    statusCode: temporary ? 503 : 502,
    headers,
  });
  error.cause = err;
  return error;
}

async function ask(call: () => Promise<DatedFlight[]>): Promise<DatedFlight[]> {
  try {
    const flights = await call();
    // One flight per number: the (number, date) key holds one dated flight.
    const byNumber = new Map<string, DatedFlight>();
    for (const f of flights) {
      if (!byNumber.has(f.flightNumber)) byNumber.set(f.flightNumber, f);
    }
    return [...byNumber.values()];
  } catch (err) {
    if (err instanceof FlightProviderError) throw searchError(err);
    throw err;
  }
}

function toInsert(f: DatedFlight, source: FlightDataProvider['source']): FlightInsert {
  return {
    reference: newFlightReference(),
    flightNumber: f.flightNumber,
    serviceDate: f.serviceDate,
    airlineIata: f.airlineIata,
    airlineName: f.airlineName,
    departureIata: f.departure.iata,
    departureAirportName: f.departure.airportName,
    departureCity: f.departure.city,
    arrivalIata: f.arrival.iata,
    arrivalAirportName: f.arrival.airportName,
    arrivalCity: f.arrival.city,
    departureTime: f.departure.time,
    arrivalTime: f.arrival.time,
    departureUtcOffset: f.departure.utcOffset,
    arrivalUtcOffset: f.arrival.utcOffset,
    terminal: f.terminal,
    status: f.status,
    source,
    providerData: f.providerData ?? null,
  };
}

/**
 * Stores the flights found on `date` and returns their rows, earliest departure first.
 * Schedule flights are inserted once (a repeat search keeps the first reference); live ones
 * are refreshed. A reference clash (2^-50) makes a schedule insert skip a row; it is retried.
 */
async function store(deps: FlightSearchDeps, found: DatedFlight[], date: string): Promise<FlightOnRoute[]> {
  const numbers = found.map((f) => f.flightNumber);
  const source = deps.provider.source;
  let pending = found;
  for (let attempt = 0; attempt < 3 && pending.length > 0; attempt++) {
    const rows = pending.map((f) => toInsert(f, source));
    if (source === 'provider') await upsertFlights(deps.db, rows);
    else await insertFlightsIfAbsent(deps.db, rows);
    const stored = await findFlightsOnDate(deps.db, numbers, date);
    if (stored.length === numbers.length) return stored;
    const have = new Set(stored.map((r) => r.flightNumber));
    pending = pending.filter((f) => !have.has(f.flightNumber));
  }
  return findFlightsOnDate(deps.db, numbers, date);
}

/** A stored flight still lands at or leaves an airport open for sale (one may close after a search). */
const atOpenAirport = (row: { openAirports: string[] }) => row.openAirports.length > 0;

/**
 * `GET /flights/search/number/:flightNumber/:date`: one dated flight at an open served airport.
 * @param flightNumber as typed (`ba 075`); normalised to `BA75` (spaces, case, leading zeros).
 * @param date departure date `YYYY-MM-DD`, already checked against today in Lagos.
 * @throws AppError 400 for a bad number, 404 `Messages.flightNotFound`, 502/503 FLIGHT_PROVIDER_ERROR.
 */
export async function searchFlightByNumber(
  deps: FlightSearchDeps,
  flightNumber: string,
  date: string,
): Promise<FlightSearchResult> {
  const number = normaliseNumber(flightNumber);
  if (!number) throw AppError.badRequest(Messages.flightNumberInvalid, { flightNumber: Messages.flightNumberInvalid });
  // The timetable never changes a dated flight once made, so a stored one is the answer.
  if (deps.provider.source === 'schedule') {
    const known = await findFlightByNumberOnDate(deps.db, number, date);
    if (known) {
      if (atOpenAirport(known)) return toSearchResult(known);
      throw notFound();
    }
  }
  const found = await ask(() => deps.provider.findByNumber(number, date));
  const first = found[0];
  if (!first) throw notFound();
  const [row] = await store(deps, [first], date);
  if (!row || !atOpenAirport(row)) throw notFound();
  return toSearchResult(row);
}

/**
 * Why a route search found nothing: a term that names no curated airport gets its own message
 * under its field (issue 19 §10); otherwise the spec's flight-not-found (§8).
 */
async function routeNotFound(db: Executor, departure: string, arrival: string): Promise<AppError> {
  const places = await listAirportPlaces(db);
  const details: Record<string, string> = {};
  if (matchingIataCodes(departure, places).length === 0) details.departure = unknownPlaceMessage(departure);
  if (matchingIataCodes(arrival, places).length === 0) details.arrival = unknownPlaceMessage(arrival);
  const first = details.departure ?? details.arrival;
  return first ? new AppError(ErrorCode.NOT_FOUND, first, { statusCode: 404, details }) : notFound();
}

/**
 * `GET /flights/search/route/:departure/:arrival/:date`: flights at an open served airport between
 * airports that the terms `route.departure` and `route.arrival` name (IATA code, city or words of
 * the airport name; any case, accents ignored: airport-match.ts), departing on `route.date`, in
 * time order.
 * @throws AppError 404 naming the unknown place (`details.departure` / `details.arrival`), else
 * 404 `Messages.flightNotFound` when none; 502/503 FLIGHT_PROVIDER_ERROR.
 */
export async function searchFlightsByRoute(
  deps: FlightSearchDeps,
  route: { departure: string; arrival: string; date: string },
): Promise<FlightSearchResult[]> {
  const { departure, arrival, date } = route;
  const found = await ask(() => deps.provider.findByRoute({ departure, arrival, date }));
  if (found.length === 0) throw await routeNotFound(deps.db, departure, arrival);
  const rows = (await store(deps, found, date)).filter(atOpenAirport);
  if (rows.length === 0) throw notFound();
  const now = new Date();
  return rows.map((row) => toSearchResult(row, now));
}

/**
 * `GET /flights/search/:id`: a flight an earlier search returned, by its reference.
 * @throws AppError 404 `Messages.flightNotFound`.
 */
export async function getFlightSearchResult(db: Executor, reference: string): Promise<FlightSearchResult> {
  const row = await findFlightOnRouteByReference(db, reference.trim().toUpperCase());
  if (!row) throw notFound();
  return toSearchResult(row);
}
