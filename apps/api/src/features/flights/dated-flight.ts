/**
 * Dated flights as other features see them (bookings copy one into each booking's answers):
 * plain values, never the flights table's row type.
 */
import type { Executor } from '../../db/client';
import { type FlightRow, findFlightByReference } from './flights.repository';

/**
 * A dated flight as other features see it (bookings copy it into their answers): its id, public
 * reference, the airports (IATA codes, names), times as instants with each airport's UTC offset,
 * terminal and the status its source reports.
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
  terminal: string | null;
  status: string;
}

function toFlightInfo(row: FlightRow): DatedFlightInfo {
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
    terminal: row.terminal,
    status: row.status,
  };
}

export function findByReference(db: Executor, reference: string): Promise<FlightRow | null> {
  return findFlightByReference(db, reference.trim().toUpperCase());
}

/** The dated flight behind a search result's `bookingReference`, or null. References ignore case. */
export async function getFlightByReference(db: Executor, reference: string): Promise<DatedFlightInfo | null> {
  const row = await findByReference(db, reference);
  return row ? toFlightInfo(row) : null;
}
