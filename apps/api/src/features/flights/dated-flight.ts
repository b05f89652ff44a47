/**
 * Dated flights as other features see them (bookings copy one into each booking's answers):
 * plain values, never the flights table's row type.
 */
import { isDomesticRoute } from '@fasttrack/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports } from '../../db/schema/index';
import {
  type FlightOnRoute,
  type FlightRow,
  findFlightByReference,
  findFlightOnRouteByReference,
  onRouteColumns,
} from './flights.repository';

/**
 * A dated flight as other features see it (bookings copy it into their answers): its id, public
 * reference, the airports (IATA codes, names, which are open for sale), times as instants with
 * each airport's UTC offset, terminal and the status its source reports.
 */
export interface DatedFlightInfo {
  id: string;
  reference: string;
  flightNumber: string;
  airlineName: string;
  departureIata: string;
  departureAirportName: string;
  arrivalIata: string;
  arrivalAirportName: string;
  departureTime: Date;
  arrivalTime: Date;
  /** `+01:00` style, as the airport keeps it. */
  departureUtcOffset: string;
  arrivalUtcOffset: string;
  /** IANA zones of the two airports (issue 19 §10); null when unknown. */
  departureTimeZone: string | null;
  arrivalTimeZone: string | null;
  terminal: string | null;
  status: string;
  /** When the status was last checked with the provider (issue 18 §5); null = never. */
  statusCheckedAt: Date | null;
  /** The provider's estimated times (issue 26 §3); null when none was reported. */
  estimatedDepartureTime: Date | null;
  estimatedArrivalTime: Date | null;
  /** Both airports in Nigeria (the service plan's departure lead depends on it). */
  domestic: boolean;
  /**
   * Which of its two airports are served and open for sale now (IATA codes; issue 41 item 1), so
   * the contracts' `bookingBlock` can take this flight as it is.
   */
  openAirports: string[];
  /** The minimum notice of each open airport, in minutes (issue 41 item 1). */
  noticeMinutes: Record<string, number>;
}

/**
 * A dated flight as a statement of another feature reads it (issue 42 item 4: booking creation
 * and the quote read the flight and its price in force in one round trip): `columns()` is the
 * selection to spread into a select from `flights`, `toInfo` turns that row into the
 * {@link DatedFlightInfo} every other read of a flight answers.
 */
export const datedFlightSelection = {
  columns: onRouteColumns,
  toInfo: toFlightInfo,
};

function toFlightInfo(row: FlightOnRoute): DatedFlightInfo {
  return {
    id: row.id,
    reference: row.reference,
    flightNumber: row.flightNumber,
    airlineName: row.airlineName,
    departureIata: row.departureIata,
    departureAirportName: row.departureAirportName,
    arrivalIata: row.arrivalIata,
    arrivalAirportName: row.arrivalAirportName,
    departureTime: row.departureTime,
    arrivalTime: row.arrivalTime,
    departureUtcOffset: row.departureUtcOffset,
    arrivalUtcOffset: row.arrivalUtcOffset,
    departureTimeZone: row.departureTimeZone,
    arrivalTimeZone: row.arrivalTimeZone,
    terminal: row.terminal,
    status: row.status,
    statusCheckedAt: row.statusCheckedAt,
    estimatedDepartureTime: row.estimatedDepartureTime,
    estimatedArrivalTime: row.estimatedArrivalTime,
    domestic: row.domestic,
    openAirports: row.openAirports,
    noticeMinutes: row.noticeMinutes,
  };
}

/** Whether both airports are Nigerian, from the airports reference data (unknown airport: no). */
export async function isDomestic(
  db: Executor,
  row: Pick<FlightRow, 'departureIata' | 'arrivalIata'>,
): Promise<boolean> {
  const found = await db
    .select({ iata: airports.iata, country: airports.country })
    .from(airports)
    .where(inArray(airports.iata, [row.departureIata, row.arrivalIata]));
  const country = (iata: string) => found.find((a) => a.iata === iata)?.country ?? '';
  return isDomesticRoute(country(row.departureIata), country(row.arrivalIata));
}

export function findByReference(db: Executor, reference: string): Promise<FlightRow | null> {
  return findFlightByReference(db, reference.trim().toUpperCase());
}

/** The dated flight behind a search result's `bookingReference`, or null. References ignore case. */
export async function getFlightByReference(db: Executor, reference: string): Promise<DatedFlightInfo | null> {
  const row = await findFlightOnRouteByReference(db, reference.trim().toUpperCase());
  return row ? toFlightInfo(row) : null;
}
