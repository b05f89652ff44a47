/**
 * Terminals and meeting points per served airport (issue 15 §1; issue 41 item 1): where the
 * officer meets the traveller, per airport, terminal and service type, as admins keep them in
 * `meeting_points`. A booking's terminal is one of its airport's `terminals`, chosen by the
 * database function `service_terminal` (migration 0032), the rule's one SQL copy: the flight's
 * named terminal when the airport has one of that name (any case), else the first terminal by
 * position that handles the route's kind (domestic or international). In SQL, list queries
 * need no second round trip.
 */
import type { ServiceType } from '@fasttrack/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, flights, meetingPoints, serviceAirports } from '../../db/schema/index';

/** The flight fields and airport `service_terminal` decides a terminal from. */
export interface TerminalQuestion {
  /** The served airport of the service (IATA code). */
  airportIata: string;
  /** The terminal the flight's source names, if any. */
  flightTerminal: string | null;
  departureIata: string;
  arrivalIata: string;
}

/**
 * SQL text of the terminal of the `bookings` row in scope, joined to its `flights` row: a
 * terminal of the booking's airport (`service_terminal`); null when that airport has none.
 */
export function bookingTerminalSql(): SQL<string | null> {
  return sql<
    string | null
  >`service_terminal(${bookings.airportIata}, ${flights.terminal}, ${flights.departureIata}, ${flights.arrivalIata})`;
}

/** SQL text of the meeting point of the `bookings` row (joined to its flight) in scope, or null. */
export function meetingPointSql(): SQL<string | null> {
  return sql<string | null>`(select ${meetingPoints.description} from ${meetingPoints}
    where ${meetingPoints.airportIata} = ${bookings.airportIata} and ${meetingPoints.terminal} = ${bookingTerminalSql()}
      and ${meetingPoints.serviceType} = ${bookings.serviceType})`;
}

/**
 * SQL text of the meeting point's short wording for texts (issue 36 item 6) of the `bookings` row
 * in scope; null when none is saved (the service type's default then applies).
 */
export function meetingPointShortSql(): SQL<string | null> {
  return sql<string | null>`(select ${meetingPoints.shortLabel} from ${meetingPoints}
    where ${meetingPoints.airportIata} = ${bookings.airportIata} and ${meetingPoints.terminal} = ${bookingTerminalSql()}
      and ${meetingPoints.serviceType} = ${bookings.serviceType})`;
}

/** Where a service would happen: its terminal at the airport and its meeting point there. */
export interface ServicePoint {
  /** A terminal of the airport; null when it has none (then any of its officers may serve). */
  terminal: string | null;
  /** The meeting point's text for the terminal and service type, or null when none is set. */
  meetingPoint: string | null;
}

/**
 * The terminal of `q.airportIata` the flight is served at and its meeting point for
 * `serviceType`, in one statement (what the booking dialog shows before the booking exists).
 * An airport that is not served has neither.
 */
export async function findServicePoint(
  db: Executor,
  q: TerminalQuestion & { serviceType: ServiceType },
): Promise<ServicePoint> {
  const terminal = sql<
    string | null
  >`service_terminal(${q.airportIata}, ${q.flightTerminal}, ${q.departureIata}, ${q.arrivalIata})`;
  const rows = await db
    .select({
      terminal,
      meetingPoint: sql<string | null>`(select ${meetingPoints.description} from ${meetingPoints}
        where ${meetingPoints.airportIata} = ${serviceAirports.iata} and ${meetingPoints.terminal} = ${terminal}
          and ${meetingPoints.serviceType} = ${q.serviceType})`,
    })
    .from(serviceAirports)
    .where(eq(serviceAirports.iata, q.airportIata))
    .limit(1);
  return rows[0] ?? { terminal: null, meetingPoint: null };
}
