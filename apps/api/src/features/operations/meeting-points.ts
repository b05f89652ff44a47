/**
 * Meeting points (issue 15 §1): where the officer meets the traveller, per LOS terminal and
 * service type, as admins keep them in `meeting_points`. A booking's terminal is its flight's
 * LOS terminal as contracts `losTerminal` decides it (a flight with no known terminal:
 * International abroad, Domestic within Nigeria); `losTerminalSql` is the same rule in SQL, so
 * list queries need no second round trip.
 */
import { HOME_COUNTRY, type ServiceType, TERMINALS, type Terminal } from '@fasttrack/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, bookings, flights, meetingPoints } from '../../db/schema/index';

/**
 * SQL text of the LOS terminal of the `flights` row in scope (contracts `losTerminal`): the
 * flight's terminal when it names one of TERMINALS (any case), else Domestic when both airports
 * are in Nigeria, else International.
 */
export function losTerminalSql(): SQL<Terminal> {
  const named = TERMINALS.map((t) => sql`when lower(trim(${flights.terminal})) = ${t.toLowerCase()} then ${t}`);
  const domestic = sql`(select count(*) from ${airports} where ${airports.iata} in (${flights.departureIata}, ${flights.arrivalIata}) and ${airports.country} = ${HOME_COUNTRY}) = 2`;
  return sql<Terminal>`(case ${sql.join(named, sql` `)} when ${domestic} then 'Domestic' else 'International' end)`;
}

/** SQL text of the meeting point of the `bookings` row (joined to its flight) in scope, or null. */
export function meetingPointSql(): SQL<string | null> {
  return sql<string | null>`(select ${meetingPoints.description} from ${meetingPoints}
    where ${meetingPoints.terminal} = ${losTerminalSql()} and ${meetingPoints.serviceType} = ${bookings.serviceType})`;
}

/**
 * SQL text of the meeting point's short wording for texts (issue 36 item 6) of the `bookings` row
 * in scope; null when none is saved (the service type's default then applies).
 */
export function meetingPointShortSql(): SQL<string | null> {
  return sql<string | null>`(select ${meetingPoints.shortLabel} from ${meetingPoints}
    where ${meetingPoints.terminal} = ${losTerminalSql()} and ${meetingPoints.serviceType} = ${bookings.serviceType})`;
}

/** The meeting point text for a terminal and service type, or null when none is set. */
export async function findMeetingPoint(db: Executor, terminal: Terminal, serviceType: ServiceType) {
  const rows = await db
    .select({ description: meetingPoints.description })
    .from(meetingPoints)
    .where(and(eq(meetingPoints.terminal, terminal), eq(meetingPoints.serviceType, serviceType)))
    .limit(1);
  return rows[0]?.description ?? null;
}
