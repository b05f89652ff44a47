/**
 * The price a booking would take now (issue 41 items 1 and 3; ADR 373): the served airport at the
 * flight's end where the service happens, its pricing rules and zone, its price list version in
 * force at an instant (else the default price of `pricing`, §3) and the exchange rate, read with
 * the flight itself in one prepared statement keyed by the flight's reference (issue 42 item 4):
 * booking creation and the quote need both, and each round trip cost a create about a sixth of
 * its API time.
 */
import type { AirportPriceRules, RateE4, ServiceType } from '@fasttrack/contracts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { airports, flights, priceLists, pricing, serviceAirports } from '../../db/schema/index';
import { airportRuleColumns, toAirportRules } from '../airports/index';
import { type DatedFlightInfo, datedFlightSelection } from '../flights/index';

/** What prices one booking: the airport's rules, its zone, the unit price in force and the rate. */
export interface PriceInForce {
  airportIata: string;
  /** The airport's IANA zone (its night window is its local clock). */
  timeZone: string;
  rules: AirportPriceRules;
  /** USD cents per passenger. */
  unitPriceUsdCents: number;
  /** Naira per US dollar in ten-thousandths (RateE4), from `pricing` for the service type. */
  exchangeRateE4: RateE4;
  /** The price list version of the unit price; both null when the default price applies. */
  priceListId: string | null;
  priceListVersion: number | null;
}

/** A dated flight and the price a booking of it would take. */
export interface FlightPriceInForce {
  flight: DatedFlightInfo;
  /** Null when the flight's service end is not a served airport or the service type has no default price. */
  priceInForce: PriceInForce | null;
}

/**
 * The statement of {@link findFlightPriceInForce}, prepared once per database handle (ADR 170):
 * booking creation asks it on every create, and building it through Drizzle cost about as much
 * CPU as the rest of the create's reads together. The price's tables are left-joined, so the
 * flight comes back when it has no price.
 */
const flightPriceQuery = preparedPerHandle((db: Executor) => {
  const serviceType = sql.placeholder('serviceType');
  const inForce = db
    .select({ id: priceLists.id, version: priceLists.version, unitPriceUsdCents: priceLists.unitPriceUsdCents })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.airportIata, serviceAirports.iata),
        eq(priceLists.serviceType, serviceType),
        lte(priceLists.effectiveFrom, sql.placeholder('at')),
      ),
    )
    .orderBy(desc(priceLists.effectiveFrom), desc(priceLists.version))
    .limit(1)
    .as('in_force');
  const serviceEnd = sql`case when ${serviceType} = 'arrival' then ${flights.arrivalIata} else ${flights.departureIata} end`;
  return db
    .select({
      ...datedFlightSelection.columns(),
      priceAirportIata: serviceAirports.iata,
      priceTimeZone: airports.timeZone,
      rules: airportRuleColumns,
      defaultPriceUsdCents: pricing.priceUsdCents,
      exchangeRateE4: pricing.exchangeRateE4,
      priceListId: inForce.id,
      priceListVersion: inForce.version,
      listPriceUsdCents: inForce.unitPriceUsdCents,
    })
    .from(flights)
    .leftJoin(serviceAirports, eq(serviceAirports.iata, serviceEnd))
    .leftJoin(airports, eq(airports.iata, serviceAirports.iata))
    .leftJoin(pricing, eq(pricing.serviceType, serviceType))
    .leftJoinLateral(inForce, sql`true`)
    .where(eq(flights.reference, sql.placeholder('reference')))
    .limit(1)
    .prepare('flight_price_in_force');
});

type FlightPriceRow = Awaited<ReturnType<ReturnType<typeof flightPriceQuery>['execute']>>[number];

/** The price columns of a row, or null when one of the price's tables had no row for it. */
function toPriceInForce(row: FlightPriceRow): PriceInForce | null {
  const { priceAirportIata, priceTimeZone, rules, defaultPriceUsdCents, exchangeRateE4 } = row;
  if (priceAirportIata === null || priceTimeZone === null || rules === null) return null;
  if (defaultPriceUsdCents === null || exchangeRateE4 === null) return null;
  return {
    airportIata: priceAirportIata,
    timeZone: priceTimeZone,
    rules: toAirportRules(rules as AirportPriceRules),
    unitPriceUsdCents: row.listPriceUsdCents ?? defaultPriceUsdCents,
    exchangeRateE4,
    priceListId: row.priceListId,
    priceListVersion: row.priceListVersion,
  };
}

/**
 * The dated flight `flightReference` (references ignore case) and the price in force at `at` for
 * `serviceType` on it; null when the flight is unknown. Open or closed for sale does not matter
 * here: bookings' own checks refuse a closed airport.
 */
export async function findFlightPriceInForce(
  db: Executor,
  query: { flightReference: string; serviceType: ServiceType; at: Date },
): Promise<FlightPriceInForce | null> {
  const [row] = await flightPriceQuery(db).execute({
    serviceType: query.serviceType,
    at: query.at.toISOString(),
    reference: query.flightReference.trim().toUpperCase(),
  });
  if (!row) return null;
  return { flight: datedFlightSelection.toInfo(row), priceInForce: toPriceInForce(row) };
}
