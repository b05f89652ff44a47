/**
 * Writing a live event (issue 17 §4), shared by every feature whose changes a live page shows
 * (milestones, assignment changes, chat). The row is written in the caller's transaction. As that
 * transaction commits, the database gives the event its place in commit order (`seq`, the SSE id)
 * and sends a NOTIFY on {@link LIVE_CHANNEL} with the place: the trigger
 * `live_events_in_commit_order` of migration 0007 (ADR 195). So no listener ever hears of a change
 * that rolled back, and a reader that has seen place N has seen every event committed before it.
 * The notification carries ids only; readers take the event itself from the table.
 */
import type { LiveEventType } from '@fasttrack/contracts';
import type { Executor } from '../db/client';
import { liveEvents } from '../db/schema/index';

/** The one NOTIFY channel of live events (named again in migration 0007's trigger). */
export const LIVE_CHANNEL = 'ft_live_events';

/** What a notification says: which event (its place in commit order), of which booking. */
export interface LiveNote {
  id: number;
  bookingId: string;
}

/**
 * Inserts one live event of `event.bookingId`; every API process hears of it once the
 * transaction commits.
 * @param event.type one of LIVE_EVENT_TYPES (contracts/live.ts), which the live pages listen for
 * @param event.payload JSON shown to every reader of the booking's stream: never the meeting
 *   code. Default: `{}`.
 */
export async function recordLiveEvent(
  tx: Executor,
  event: { bookingId: string; type: LiveEventType; payload?: Record<string, unknown> },
): Promise<void> {
  const { bookingId, type, payload = {} } = event;
  await tx.insert(liveEvents).values({ bookingId, type, payload });
}
