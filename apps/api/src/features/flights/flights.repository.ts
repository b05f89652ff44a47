/**
 * SQL for flights. Rows never leave this file's callers in the flights feature; other
 * features use flights.service.ts.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { flights } from '../../db/schema/index';

export type FlightRow = typeof flights.$inferSelect;

/** A dated flight by its public reference (the search result's `bookingReference`). */
export async function findFlightByReference(db: Executor, reference: string): Promise<FlightRow | null> {
  const rows = await db.select().from(flights).where(eq(flights.reference, reference)).limit(1);
  return rows[0] ?? null;
}
