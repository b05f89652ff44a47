/**
 * The last move of a booking's meeting time (issue 36 items 5, 6), read from its history: the
 * booking page and the passenger's pass say "Your flight is delayed: your meeting moved from 17:45
 * to 19:15 WAT", or "Your booking moved from P47125 (cancelled) to P47121, …".
 *
 * Every new meeting time is a `meeting_time` event (operations `retimeBooking`), and every move to
 * another flight a `flight` event followed by its `meeting_time` event. The notice tells the move
 * while no later re-time followed it, else the re-time since the move; without a move, the time
 * as first confirmed against the time now.
 */
import type { MeetingChange } from '@fasttrack/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingEvents, flights } from '../../db/schema/index';

/** @returns the change, or null when the meeting time never moved (or moved back). */
export async function findMeetingChange(
  db: Executor,
  b: { id: string; meetingTime: Date; movedFromFlightId: string | null; flightNumber: string },
): Promise<MeetingChange | null> {
  const events = await db
    .select({ field: bookingEvents.field, from: bookingEvents.fromValue })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, b.id), inArray(bookingEvents.field, ['meeting_time', 'flight'])))
    // A move writes its `flight` and `meeting_time` events in one transaction, so both carry the
    // transaction's time: within it the move comes first (ids are random, not in order).
    .orderBy(
      asc(bookingEvents.createdAt),
      sql`case when ${bookingEvents.field} = 'flight' then 0 else 1 end`,
      asc(bookingEvents.id),
    );
  const lastMove = events.map((e) => e.field).lastIndexOf('flight');
  const since = events.slice(lastMove + 1).filter((e) => e.field === 'meeting_time');
  const to = b.meetingTime.toISOString();
  const retimed = (from: string | null | undefined): MeetingChange | null =>
    from && new Date(from).getTime() !== b.meetingTime.getTime()
      ? {
          kind: 'retimed',
          fromMeetingTime: new Date(from).toISOString(),
          toMeetingTime: to,
          fromFlightNumber: null,
          fromFlightDisruption: null,
          toFlightNumber: null,
        }
      : null;
  if (lastMove < 0 || !b.movedFromFlightId) return retimed(since[0]?.from);
  // The move's own new time is its first `meeting_time` event; a later one is a re-time since.
  if (since.length > 1) return retimed(since[1]?.from);
  const [left] = await db
    .select({ flightNumber: flights.flightNumber, status: flights.status })
    .from(flights)
    .where(eq(flights.id, b.movedFromFlightId));
  if (!left) return retimed(since[0]?.from);
  return {
    kind: 'moved',
    fromMeetingTime: since[0]?.from ? new Date(since[0].from).toISOString() : to,
    toMeetingTime: to,
    fromFlightNumber: left.flightNumber,
    fromFlightDisruption: left.status === 'cancelled' || left.status === 'diverted' ? left.status : null,
    toFlightNumber: b.flightNumber,
  };
}
