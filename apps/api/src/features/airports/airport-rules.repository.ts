/**
 * SQL of a served airport's rules (issue 41 item 1; ADR 373): the minimum notice, the surcharge
 * windows and amounts, the free-cancellation hours and an arrival's base service length that
 * `service_airports` keeps beside the airport. The night window's `time` columns
 * read back as `HH:mm:ss`; the rules speak `HH:mm`.
 */
import type { AirportPriceRules, UpdateAirportRulesRequest } from '@fasttrack/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceAirports } from '../../db/schema/index';

/** The rule columns, for any select that reads an airport's rules with other things ({@link toAirportRules}). */
export const airportRuleColumns = {
  minNoticeMinutes: serviceAirports.minNoticeMinutes,
  urgentWindowMinutes: serviceAirports.urgentWindowMinutes,
  urgentSurchargeUsdCents: serviceAirports.urgentSurchargeUsdCents,
  nightStartsAt: serviceAirports.nightStartsAt,
  nightEndsAt: serviceAirports.nightEndsAt,
  nightSurchargeUsdCents: serviceAirports.nightSurchargeUsdCents,
  freeCancellationHours: serviceAirports.freeCancellationHours,
  arrivalServiceMinutes: serviceAirports.arrivalServiceMinutes,
};

/** `HH:mm:ss` as PostgreSQL writes a time -> `HH:mm`. */
const clock = (time: string) => time.slice(0, 5);

/** The rules as read with {@link airportRuleColumns}, their night window as `HH:mm`. */
export const toAirportRules = (row: AirportPriceRules): AirportPriceRules => ({
  ...row,
  nightStartsAt: clock(row.nightStartsAt),
  nightEndsAt: clock(row.nightEndsAt),
});

/** The pricing rules of a served airport, or null when `iata` is not served. */
export async function selectAirportRules(db: Executor, iata: string): Promise<AirportPriceRules | null> {
  const [row] = await db.select(airportRuleColumns).from(serviceAirports).where(eq(serviceAirports.iata, iata));
  return row ? toAirportRules(row) : null;
}

/**
 * Writes the rules `changes` names (the others stay) and who changed them; answers every rule as
 * it now stands, or null when `iata` is not served.
 */
export async function updateAirportRulesRow(
  db: Executor,
  iata: string,
  change: { changes: UpdateAirportRulesRequest; updatedBy: string },
): Promise<AirportPriceRules | null> {
  const [row] = await db
    .update(serviceAirports)
    .set({ ...change.changes, updatedBy: change.updatedBy, updatedAt: sql`now()` })
    .where(eq(serviceAirports.iata, iata))
    .returning(airportRuleColumns);
  return row ? toAirportRules(row) : null;
}
