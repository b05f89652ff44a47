/**
 * An airport's add-ons and packages as pricing reads them (issue 41 item 4; ADR 374): every row,
 * inactive ones included (contracts `addOnLines` refuses those by name), in the admin's order.
 * Two statements at once: the add-ons, and the packages with their items as a JSON array.
 */
import type { AddOn, Package, ServiceType } from '@fasttrack/contracts';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addOns, flights, packageItems, packages } from '../../db/schema/index';

/** The catalogue of one airport. */
export interface ExtrasCatalogue {
  addOns: AddOn[];
  packages: Package[];
}

/** An `add_ons` row as contracts' AddOn. */
export function toAddOn(row: typeof addOns.$inferSelect): AddOn {
  return {
    id: row.id,
    airportIata: row.airportIata,
    code: row.code,
    name: row.name,
    description: row.description,
    unit: row.unit,
    unitSize: row.unitSize,
    unitPriceUsdCents: row.unitPriceUsdCents,
    maxQuantity: row.maxQuantity,
    fulfilment: row.fulfilment,
    leadTimeMinutes: row.leadTimeMinutes,
    serviceTypes: row.serviceTypes as ServiceType[],
    active: row.active,
    position: row.position,
  };
}

/**
 * SQL of the IATA code where `serviceType` happens on the flight `flightReference` (its arrival
 * airport for an arrival, else its departure airport), for reading that airport's catalogue beside
 * the flight rather than after it; null for an unknown flight.
 */
export function flightServiceAirportSql(query: { flightReference: string; serviceType: ServiceType }): SQL<string> {
  const { flightReference, serviceType } = query;
  const end = serviceType === 'arrival' ? flights.arrivalIata : flights.departureIata;
  return sql<string>`(select ${end} from ${flights} where ${flights.reference} = ${flightReference.trim().toUpperCase()})`;
}

/**
 * The add-ons and packages of `airportIata` (a code, or SQL giving one: {@link flightServiceAirportSql}),
 * ordered by position then code; empty lists when it sells none.
 */
export async function findExtrasCatalogue(db: Executor, airportIata: string | SQL): Promise<ExtrasCatalogue> {
  // Qualified by hand: drizzle writes a column of the outer table unqualified, which inside the
  // subquery would name add_ons.id.
  const items = sql<{ addOnCode: string; quantity: number }[]>`coalesce((
    select json_agg(json_build_object('addOnCode', a.code, 'quantity', i.quantity) order by i.position, a.code)
    from ${packageItems} i join ${addOns} a on a.id = i.add_on_id
    where i.package_id = "packages"."id"), '[]'::json)`;
  const [addOnRows, packageRows] = await Promise.all([
    db.select().from(addOns).where(eq(addOns.airportIata, airportIata)).orderBy(asc(addOns.position), asc(addOns.code)),
    db
      .select({
        id: packages.id,
        airportIata: packages.airportIata,
        code: packages.code,
        name: packages.name,
        description: packages.description,
        active: packages.active,
        position: packages.position,
        items,
      })
      .from(packages)
      .where(eq(packages.airportIata, airportIata))
      .orderBy(asc(packages.position), asc(packages.code)),
  ]);
  return { addOns: addOnRows.map(toAddOn), packages: packageRows };
}
