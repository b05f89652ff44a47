/**
 * Lead capture (spec §3 Lead capture payload, §7 POST /leads/capture; issue: flights, Leads).
 * The same e-mail (any case) and the same flight data sent again within an hour is stored
 * once: the repeat gets the existing lead back and `created: false` (ADR 021).
 */
import { createHash } from 'node:crypto';
import type { Lead } from '@fasttrack/contracts';
import stringify from 'safe-stable-stringify';
import type { Db } from '../../db/client';
import { findRecentLead, insertLead, type LeadRow, lockLeadKey } from './leads.repository';

/** The duplicate window: one hour. */
export const LEAD_DEDUPE_SECONDS = 60 * 60;

/**
 * SHA-256 (hex) of the flight data serialised with sorted keys, so the same data in any key
 * order gives the same key.
 */
export function flightKeyOf(flightData: Record<string, unknown>): string {
  return createHash('sha256')
    .update(stringify(flightData) ?? '')
    .digest('hex');
}

function toLead(row: LeadRow): Lead {
  return { id: row.id, email: row.email, source: row.source, createdAt: row.createdAt.toISOString() };
}

export interface CaptureLeadInput {
  email: string;
  flightData: Record<string, unknown>;
  source: string;
}

/**
 * Stores a lead unless the same e-mail and flight data arrived within the last hour.
 * @returns the lead, and whether it was created now (false: the earlier one).
 */
export async function captureLead(db: Db, input: CaptureLeadInput): Promise<{ lead: Lead; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const flightKey = flightKeyOf(input.flightData);
  return db.transaction(async (tx) => {
    await lockLeadKey(tx, email, flightKey);
    const existing = await findRecentLead(tx, { email, flightKey, withinSeconds: LEAD_DEDUPE_SECONDS });
    if (existing) return { lead: toLead(existing), created: false };
    const row = await insertLead(tx, { email, flightData: input.flightData, flightKey, source: input.source });
    return { lead: toLead(row), created: true };
  });
}
