/**
 * An airport's prices and rules as the airports console reads and changes them (issue 41 items 1
 * and 3; ADR 373): `GET /api/ops/airports/:iata/pricing` (dispatcher, admin), `PATCH
 * /api/ops/airports/:iata/rules` and `POST /api/ops/airports/:iata/price-lists` (admin). The
 * shapes of a rule set and a price list version live in quotes.ts; this file wraps them in the
 * answers, and holds the clock helpers the console needs to read and enter instants on the
 * airport's clock with its zone's name.
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { ServiceType } from './flights';
import { majorToMinor } from './money';
import { AirportPriceRulesSchema, type PriceList, PriceListSchema } from './price-lists';

/**
 * `GET /api/ops/airports/:iata/pricing`: the airport's rules, every price list version (newest
 * first, both service types), and the default price per service type (USD cents, the `pricing`
 * table, spec §3) that applies while the airport has no version in force.
 */
export const AirportPricingSchema = z.object({
  rules: AirportPriceRulesSchema,
  priceLists: z.array(PriceListSchema),
  defaultPrices: z.object({
    arrival: z.number().int().describe('USD cents per passenger'),
    departure: z.number().int().describe('USD cents per passenger'),
  }),
});
export type AirportPricing = z.infer<typeof AirportPricingSchema>;

/** The answer of `PATCH /api/ops/airports/:iata/rules`: every rule as it now stands. */
export const AirportRulesResultSchema = z.object({ rules: AirportPriceRulesSchema });
export type AirportRulesResult = z.infer<typeof AirportRulesResultSchema>;

/** The answer of `POST /api/ops/airports/:iata/price-lists` (201): the version made. */
export const PriceListResultSchema = z.object({ priceList: PriceListSchema });
export type PriceListResult = z.infer<typeof PriceListResultSchema>;

/**
 * The version of each service type in force at `now`: the one with the latest `effectiveFrom`
 * not after `now`, the higher version first on a tie (as the server's price-in-force query picks
 * it). A service type with none in force is absent: the default price applies.
 * @returns price list ids by service type.
 */
export function priceListsInForce(lists: readonly PriceList[], now: Date): Partial<Record<ServiceType, string>> {
  const best: Partial<Record<ServiceType, PriceList>> = {};
  for (const list of lists) {
    const from = Date.parse(list.effectiveFrom);
    if (from > now.getTime()) continue;
    const current = best[list.serviceType];
    const currentFrom = current ? Date.parse(current.effectiveFrom) : Number.NEGATIVE_INFINITY;
    if (!current || from > currentFrom || (from === currentFrom && list.version > current.version)) {
      best[list.serviceType] = list;
    }
  }
  return Object.fromEntries(Object.entries(best).map(([type, list]) => [type, list.id]));
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A date and time typed on an airport's clock (an `<input type="datetime-local">` value,
 * "2026-12-01T10:00") as an ISO 8601 instant ("2026-12-01T09:00:00.000Z" at an airport on WAT).
 * @returns null when `local` is not `yyyy-MM-ddTHH:mm` or names no real date.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const at = new TZDate(y, mo - 1, d, h, mi, timeZone);
  if (Number.isNaN(at.getTime()) || at.getDate() !== d || at.getMonth() !== mo - 1) return null;
  return new Date(at.getTime()).toISOString();
}

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A US dollar amount as a person types it ("45", "45.5", "45.50") in cents (4550), through
 * `majorToMinor`; at most two decimals. @returns null when the text is not such an amount.
 */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  return majorToMinor(Number(trimmed));
}
