/**
 * Whether today is the service's day (issue 37): the calendar day of the meeting time at the
 * airport (its zone, issue 41 item 2), or any day while the service is under way. On that day the
 * booking page puts the meeting code and the officer first, so a phone at 360 px shows them
 * without scrolling.
 */
import { dayInZone } from '@fasttrack/contracts';

/** @param booking its meeting time (ISO 8601) and its airport's IANA zone. */
export function isServiceDay(
  booking: { meetingTime: string; timeZone: string },
  underWay: boolean,
  now: Date = new Date(),
): boolean {
  return underWay || dayInZone(booking.meetingTime, booking.timeZone) === dayInZone(now, booking.timeZone);
}
