/**
 * The price a booking would take now (issue 41 items 1 and 3; ADR 373): the served airport at the
 * flight's end where the service happens, its pricing rules and zone, its price list version in
 * force at an instant (else the default price of `pricing`, §3) and the exchange rate, in one
 * statement keyed by the flight's reference, so booking creation reads it beside the flight.
 */
import type { AirportPriceRules, RateE4, ServiceType } from '@fasttrack/contracts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, flights, priceLists, pricing, serviceAirports } from '../../db/schema/index';
import { airportRuleColumns, toAirportRules } from '../airports/index';

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

/**
 * The price in force at `at` for `serviceType` on the flight `flightReference`; null when the
 * flight is unknown, its service end is not a served airport, or the service type has no default
 * price. Open or closed for sale does not matter here: bookings' own checks refuse a closed one.
 */
export async function findPriceInForce(
  db: Executor,
  query: { flightReference: string; serviceType: ServiceType; at: Date },
): Promise<PriceInForce | null> {
  const { flightReference, serviceType, at } = query;
  const inForce = db
    .select({ id: priceLists.id, version: priceLists.version, unitPriceUsdCents: priceLists.unitPriceUsdCents })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.airportIata, serviceAirports.iata),
        eq(priceLists.serviceType, serviceType),
        lte(priceLists.effectiveFrom, at),
      ),
    )
    .orderBy(desc(priceLists.effectiveFrom), desc(priceLists.version))
    .limit(1)
    .as('in_force');
  const serviceEnd = sql`case when ${serviceType} = 'arrival' then ${flights.arrivalIata} else ${flights.departureIata} end`;
  const [row] = await db
    .select({
      airportIata: serviceAirports.iata,
      timeZone: airports.timeZone,
      rules: airportRuleColumns,
      defaultPriceUsdCents: pricing.priceUsdCents,
      exchangeRateE4: pricing.exchangeRateE4,
      priceListId: inForce.id,
      priceListVersion: inForce.version,
      listPriceUsdCents: inForce.unitPriceUsdCents,
    })
    .from(flights)
    .innerJoin(serviceAirports, eq(serviceAirports.iata, serviceEnd))
    .innerJoin(airports, eq(airports.iata, serviceAirports.iata))
    .innerJoin(pricing, eq(pricing.serviceType, serviceType))
    .leftJoinLateral(inForce, sql`true`)
    .where(eq(flights.reference, flightReference.trim().toUpperCase()))
    .limit(1);
  if (!row) return null;
  return {
    airportIata: row.airportIata,
    timeZone: row.timeZone,
    rules: toAirportRules(row.rules),
    unitPriceUsdCents: row.listPriceUsdCents ?? row.defaultPriceUsdCents,
    exchangeRateE4: row.exchangeRateE4,
    priceListId: row.priceListId,
    priceListVersion: row.priceListVersion,
  };
}
