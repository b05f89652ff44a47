/**
 * The calendar file attached to the confirmation (issue 16 §3), made with the `ics` library:
 * DTSTART in UTC at the meeting time, lasting the service window (the booking's own, issue 41),
 * with a VALARM 3 h before. The description states the meeting time on the airport's clock.
 * The same event is sent again when the service is re-timed (same UID, higher SEQUENCE) and, as
 * a METHOD:CANCEL / STATUS:CANCELLED file, when it is cancelled (issue 26 §3; RFC 5546 §3.2.5):
 * `b.calendarSequence` counts those changes. Calendars are shared and synced, so the file never
 * carries the meeting code: it links to the booking page, where the code is (issue 37).
 */
import { meetingCodeOnBookingPage, SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { createEvent } from 'ics';
import { MERCHANT } from '../../lib/merchant';
import type { BookingFacts } from './messages.repository';
import { airportTime, meetingPlace } from './templates/booking-messages';

const utcParts = (at: Date): [number, number, number, number, number] => [
  at.getUTCFullYear(),
  at.getUTCMonth() + 1,
  at.getUTCDate(),
  at.getUTCHours(),
  at.getUTCMinutes(),
];

/** Whole minutes from the meeting time to the end of the booking's service window (at least 1). */
function serviceMinutes(b: BookingFacts): number {
  return Math.max(1, Math.round((b.serviceWindowEnd.getTime() - b.meetingTime.getTime()) / 60_000));
}

/** How the file is sent: `PUBLISH` adds or updates the event, `CANCEL` removes it. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** The Content-Type of a calendar attachment sent with `method`. */
export const calendarContentType = (method: CalendarMethod) => `text/calendar; charset=utf-8; method=${method}`;

/**
 * @param bookingUrl link to the booking on PUBLIC_URL.
 * @param method PUBLISH (default) for the event as it now is, CANCEL to remove it.
 * @throws Error when the event cannot be built (an invalid date).
 */
export function bookingCalendar(b: BookingFacts, bookingUrl: string, method: CalendarMethod = 'PUBLISH'): string {
  const { error, value } = createEvent({
    method,
    sequence: b.calendarSequence,
    uid: `${b.id}@fasttrack-los`,
    productId: 'fasttrack-los/messages',
    title: `${SERVICE_TYPE_LABELS[b.serviceType]}: meet your officer (${b.reference})`,
    // The meeting point ends with its own full stop; the code's story comes from the shared copy (issue 26 item 4).
    description: `Booking ${b.reference}, flight ${b.airlineName} ${b.flightNumber}. Meeting time: ${airportTime(b, b.meetingTime)}. Meeting point: ${meetingPlace(b).replace(/\.?$/, '.')} ${meetingCodeOnBookingPage(bookingUrl)}`,
    location: meetingPlace(b),
    url: bookingUrl,
    start: utcParts(b.meetingTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    // The officer's window as booked: the airport's service length and any extra waiting time.
    duration: { minutes: serviceMinutes(b) },
    organizer: { name: MERCHANT.name, email: MERCHANT.email },
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    alarms: [
      { action: 'display', description: 'FastTrack LOS meeting in 3 hours', trigger: { hours: 3, before: true } },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar event not built');
  return value;
}
