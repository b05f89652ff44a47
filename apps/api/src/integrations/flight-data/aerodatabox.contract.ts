/**
 * The parts of AeroDataBox's flight contract we read (API v1, `FlightContract` as returned by
 * `GET /flights/number/{number}/{dateLocal}` and, with `withLeg=true`, by
 * `GET /flights/airports/{codeType}/{code}/{fromLocal}/{toLocal}`), and their mapping to a
 * {@link DatedFlight}. Times come as `{ utc: "2026-11-21 16:45Z", local: "2026-11-21 17:45+01:00" }`;
 * older answers carry flat `scheduledTimeUtc` / `scheduledTimeLocal`, read as a fallback.
 * Source: AeroDataBox API reference (doc.aerodatabox.com).
 */
import { normalizeFlightNumber } from '@fasttrack/contracts';
import type { DatedFlight, FlightEndpoint, FlightStatusReport } from './types';

export interface AdbAirport {
  icao?: string;
  iata?: string;
  name?: string;
  shortName?: string;
  municipalityName?: string;
  countryCode?: string;
  timeZone?: string;
}

export interface AdbTime {
  utc?: string;
  local?: string;
}

export interface AdbMovement {
  airport?: AdbAirport;
  scheduledTime?: AdbTime;
  scheduledTimeUtc?: string;
  scheduledTimeLocal?: string;
  revisedTime?: AdbTime;
  terminal?: string;
  gate?: string;
  quality?: string[];
}

export interface AdbFlight {
  number?: string;
  callSign?: string;
  status?: string;
  codeshareStatus?: string;
  isCargo?: boolean;
  departure?: AdbMovement;
  arrival?: AdbMovement;
  airline?: { name?: string; iata?: string; icao?: string };
  aircraft?: { reg?: string; model?: string };
}

/** FIDS answer: `{ departures: [...], arrivals: [...] }`. */
export interface AdbAirportFlights {
  departures?: AdbFlight[];
  arrivals?: AdbFlight[];
}

/** AeroDataBox flight statuses mapped to ours (AeroDataBox `FlightStatus` enum). */
const STATUS: Record<string, string> = {
  Delayed: 'delayed',
  Departed: 'departed',
  EnRoute: 'departed',
  Approaching: 'departed',
  Arrived: 'landed',
  Diverted: 'diverted',
  Canceled: 'cancelled',
  CanceledUncertain: 'cancelled',
};

/** "2026-11-21 17:45+01:00" -> { date: "2026-11-21", offset: "+01:00" }. */
function parseLocal(local: string | undefined): { date: string; offset: string } | null {
  const m = local ? /^(\d{4}-\d{2}-\d{2})[ T]\d{2}:\d{2}(?::\d{2})?([+-]\d{2}:\d{2})$/.exec(local) : null;
  return m ? { date: m[1] as string, offset: m[2] as string } : null;
}

/** "2026-11-21 16:45Z" -> Date, or null. */
function parseUtc(utc: string | undefined): Date | null {
  if (!utc) return null;
  const d = new Date(utc.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d;
}

function endpoint(
  m: AdbMovement | undefined,
  fallback: AdbAirport | undefined,
): (FlightEndpoint & { localDate: string }) | null {
  if (!m) return null;
  const airport = m.airport?.iata ? m.airport : fallback;
  const time = parseUtc(m.scheduledTime?.utc ?? m.scheduledTimeUtc);
  const local = parseLocal(m.scheduledTime?.local ?? m.scheduledTimeLocal);
  if (!airport?.iata || !time || !local) return null;
  const name = airport.name ?? airport.shortName ?? airport.iata;
  return {
    iata: airport.iata.toUpperCase(),
    airportName: name,
    city: airport.municipalityName ?? airport.shortName ?? name,
    time,
    utcOffset: local.offset,
    localDate: local.date,
  };
}

/**
 * Maps one AeroDataBox flight to a {@link DatedFlight}, or null when it lacks what a search
 * result needs (number, both airports, scheduled times). The terminal kept is the one at the
 * served airport (issue 41 item 1):
 * @param at.board the airport whose board (FIDS) was asked: it fills in its own side, which board
 *   answers may leave out, and that side is the served one.
 * @param at.open IATA codes of the served airports open for sale: without a board, the served side
 *   is the departure when its airport is open, else the arrival.
 */
export function toDatedFlight(
  f: AdbFlight,
  at: { board?: AdbAirport; open?: ReadonlySet<string> } = {},
): DatedFlight | null {
  const compact = f.number?.replace(/\s+/g, '').toUpperCase();
  if (!compact) return null;
  const flightNumber = normalizeFlightNumber(compact) ?? compact;
  const departure = endpoint(f.departure, at.board);
  const arrival = endpoint(f.arrival, at.board);
  if (!departure || !arrival) return null;
  const servedIata = at.board?.iata?.toUpperCase() ?? (at.open?.has(departure.iata) ? departure.iata : arrival.iata);
  const servedSide = departure.iata === servedIata ? f.departure : f.arrival;
  const { localDate, ...dep } = departure;
  const { localDate: _arrivalDate, ...arr } = arrival;
  return {
    flightNumber,
    serviceDate: localDate,
    airlineIata: (f.airline?.iata ?? flightNumber.slice(0, 2)).toUpperCase(),
    airlineName: f.airline?.name ?? flightNumber.slice(0, 2),
    departure: dep,
    arrival: arr,
    terminal: servedSide?.terminal ?? null,
    status: STATUS[f.status ?? ''] ?? 'scheduled',
    providerData: f,
  };
}

/** "2026-11-21 16:45Z" of a revised (estimated) time, as an instant; null when absent. */
export function revisedInstant(m: AdbMovement | undefined): Date | null {
  return parseUtc(m?.revisedTime?.utc);
}

/**
 * The status of one AeroDataBox flight as a {@link FlightStatusReport}: `status` mapped as for
 * search, estimated times from each movement's `revisedTime` (issue 18 §1).
 */
export function toStatusReport(f: AdbFlight): FlightStatusReport {
  return {
    status: STATUS[f.status ?? ''] ?? 'scheduled',
    estimatedDeparture: revisedInstant(f.departure),
    estimatedArrival: revisedInstant(f.arrival),
  };
}
