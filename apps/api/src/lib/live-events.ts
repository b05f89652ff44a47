/**
 * Writing a live event (issue 17 §4), shared by every feature whose changes a live page shows
 * (milestones, assignment changes, chat). The row and a NOTIFY are written in the caller's
 * transaction: the database delivers the NOTIFY only when that transaction commits, so no
 * listener ever hears of a change that rolled back. The notification carries ids only; readers
 * take the event itself from the table.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { liveEvents } from '../db/schema/index';

/** The one NOTIFY channel of live events. */
export const LIVE_CHANNEL = 'ft_live_events';

/** What a notification says: which event, of which booking. */
export interface LiveNote {
  id: number;
  bookingId: string;
}

/**
 * Inserts one live event and notifies every API process once the transaction commits.
 * @param type milestone | assignment | chat | code_locked | code_unlocked | rating | flight
 * @param payload JSON shown to every reader of the booking's stream: never the meeting code.
 * @returns the event id (the SSE `id`).
 */
export async function recordLiveEvent(
  tx: Executor,
  bookingId: string,
  type: string,
  payload: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await tx.insert(liveEvents).values({ bookingId, type, payload }).returning({ id: liveEvents.id });
  if (!row) throw new Error('live event not stored');
  const note: LiveNote = { id: row.id, bookingId };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(note)})`);
  return row.id;
}
