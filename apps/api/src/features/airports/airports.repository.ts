/**
 * SQL for the served airports and their terminals (issue 41 item 1; ADR 371): one statement per
 * read, each airport with its terminals in `position` order.
 */
import type { ServedAirport } from '@fasttrack/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, serviceAirports, terminals } from '../../db/schema/index';

const terminalsJson = sql<ServedAirport['terminals']>`coalesce((
  select json_agg(json_build_object('name', ${terminals.name}, 'international', ${terminals.international},
    'domestic', ${terminals.domestic}, 'position', ${terminals.position})
    order by ${terminals.position}, ${terminals.name})
  from ${terminals} where ${terminals.airportIata} = ${serviceAirports.iata}), '[]'::json)`;

const servedAirportColumns = {
  iata: serviceAirports.iata,
  icao: serviceAirports.icao,
  name: airports.name,
  city: airports.city,
  country: airports.country,
  timeZone: airports.timeZone,
  currency: serviceAirports.currency,
  openForSale: serviceAirports.openForSale,
  terminals: terminalsJson,
};

function servedAirports(db: Executor) {
  return db
    .select(servedAirportColumns)
    .from(serviceAirports)
    .innerJoin(airports, eq(airports.iata, serviceAirports.iata))
    .$dynamic();
}

/** Every served airport (open or not), by IATA code; `openOnly` keeps those open for sale. */
export function listServedAirports(db: Executor, options: { openOnly?: boolean } = {}): Promise<ServedAirport[]> {
  return servedAirports(db)
    .where(options.openOnly ? eq(serviceAirports.openForSale, true) : undefined)
    .orderBy(asc(serviceAirports.iata));
}

/** One served airport by IATA code (upper case), or null when it is not served. */
export async function findServedAirport(db: Executor, iata: string): Promise<ServedAirport | null> {
  const rows = await servedAirports(db).where(eq(serviceAirports.iata, iata)).limit(1);
  return rows[0] ?? null;
}

/** IATA codes of the airports open for sale. */
export async function openAirportIatas(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ iata: serviceAirports.iata })
    .from(serviceAirports)
    .where(eq(serviceAirports.openForSale, true));
  return new Set(rows.map((r) => r.iata));
}
