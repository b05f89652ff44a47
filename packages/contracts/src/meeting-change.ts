/**
 * A meeting time that moved after the booking was made (issue 36 items 5 and 6): the flight was
 * delayed or brought forward, or the booking was moved to another flight (the traveller's
 * re-booked flight after a cancellation). One sentence per case, used by the booking page, the
 * passenger's pass, the texts, the e-mail and the push, so they all say the same thing.
 * Imports nothing from bookings.ts, whose BookingSchema carries a change.
 */
import { z } from 'zod';
import { clockInZone } from './dates';
import { formatInZone } from './zone-time';

/** What moved the meeting time last, and from when to when (ISO 8601 instants). */
export const MeetingChangeSchema = z.object({
  /** `retimed`: the same flight has a new time; `moved`: the booking is now on another flight. */
  kind: z.enum(['retimed', 'moved']),
  fromMeetingTime: z.string(),
  toMeetingTime: z.string(),
  /** The flight the booking left (`moved` only). */
  fromFlightNumber: z.string().nullable(),
  /** What happened to the flight it left (`moved` only): cancelled, diverted, or null (the traveller changed flight). */
  fromFlightDisruption: z.enum(['cancelled', 'diverted']).nullable(),
  /** The flight the booking is on now (`moved` only). */
  toFlightNumber: z.string().nullable(),
});
export type MeetingChange = z.infer<typeof MeetingChangeSchema>;

const clock = (at: Date | string, timeZone: string) => clockInZone(at, timeZone, 'HH:mm');
const day = (at: Date | string, timeZone: string) => clockInZone(at, timeZone, 'EEE d MMM');

/**
 * ["17:45", "19:15 WAT"] when both are on one day at the airport, else with their days: "Mon 30
 * Nov, 23:45" and "Tue 1 Dec, 00:30 WAT". The zone is named once, after the new time.
 */
function pair(from: Date | string, to: Date | string, timeZone: string): [string, string] {
  const named = formatInZone(to, timeZone, 'HH:mm');
  if (day(from, timeZone) === day(to, timeZone)) return [clock(from, timeZone), named];
  return [`${day(from, timeZone)}, ${clock(from, timeZone)}`, `${day(to, timeZone)}, ${named}`];
}

/**
 * "moved from P47125 (cancelled) to P47121, Mon 30 Nov, meeting 15:15 WAT" (issue 36 item 5):
 * every message about a move says this, after "Your booking ". Times on the clock of `timeZone`,
 * the airport's (issue 41 item 2).
 */
export function bookingMovedPhrase(
  move: {
    fromFlightNumber: string;
    fromFlightDisruption: 'cancelled' | 'diverted' | null;
    toFlightNumber: string;
    meetingTime: Date | string;
  },
  timeZone: string,
): string {
  const why = move.fromFlightDisruption ? ` (${move.fromFlightDisruption})` : '';
  return `moved from ${move.fromFlightNumber}${why} to ${move.toFlightNumber}, ${day(move.meetingTime, timeZone)}, meeting ${formatInZone(move.meetingTime, timeZone, 'HH:mm')}`;
}

/**
 * "Your flight is delayed: your meeting moved from 17:45 to 19:15 WAT" (issue 36 item 6), or
 * "Your flight is earlier: …" when it was brought forward; on the clock of `timeZone`.
 */
export function meetingRetimedSentence(from: Date | string, to: Date | string, timeZone: string): string {
  const later = new Date(to).getTime() > new Date(from).getTime();
  const [a, b] = pair(from, to, timeZone);
  return `Your flight is ${later ? 'delayed' : 'earlier'}: your meeting moved from ${a} to ${b}`;
}

/** The one sentence for a change, without a full stop: the move, or the new time. */
export function meetingChangeSentence(change: MeetingChange, timeZone: string): string {
  if (change.kind === 'moved' && change.fromFlightNumber && change.toFlightNumber) {
    return `Your booking ${bookingMovedPhrase(
      {
        fromFlightNumber: change.fromFlightNumber,
        fromFlightDisruption: change.fromFlightDisruption,
        toFlightNumber: change.toFlightNumber,
        meetingTime: change.toMeetingTime,
      },
      timeZone,
    )}`;
  }
  return meetingRetimedSentence(change.fromMeetingTime, change.toMeetingTime, timeZone);
}
