/**
 * The admin's change to a served airport's pricing rules (issue 41 item 1; ADR 373): the minimum
 * notice, the urgent and night surcharges and their windows. A rule change applies to bookings
 * made from then on; a booking keeps the lines it was sold with. The change and its staff audit
 * entry (`airport.rules_updated`) are one transaction.
 *
 * Errors (AppError): 404 when the airport is not served.
 */
import type { AirportPriceRules, UpdateAirportRulesRequest } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { selectAirportRules, updateAirportRulesRow } from './airport-rules.repository';
import type { AirportAdmin } from './airports-admin.service';

/** A served airport's pricing rules, for the console and the price admin; null when not served. */
export function findAirportRules(db: Executor, iata: string): Promise<AirportPriceRules | null> {
  return selectAirportRules(db, iata);
}

/** Applies `changes` to the airport's rules; answers every rule as it now stands. */
export function updateAirportRules(
  admin: AirportAdmin,
  iata: string,
  changes: UpdateAirportRulesRequest,
): Promise<AirportPriceRules> {
  return admin.db.transaction(async (tx) => {
    const rules = await updateAirportRulesRow(tx, iata, { changes, updatedBy: admin.actor.userId });
    if (!rules) throw AppError.notFound();
    await admin.recordAudit(tx, admin.actor, {
      action: 'airport.rules_updated',
      subjectType: 'airport',
      subjectId: iata,
      details: { ...changes },
    });
    return rules;
  });
}
