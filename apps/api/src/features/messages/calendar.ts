/**
 * The calendar file attached to the confirmation (issue 16 §3), made with the `ics` library:
 * DTSTART in UTC at the meeting time, lasting the service window, with a VALARM 3 h before.
 */
import { SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { createEvent } from 'ics';
import { MERCHANT } from './merchant';
import type { BookingFacts } from './messages.repository';
import { meetingPlace } from './templates/booking-messages';

const utcParts = (at: Date): [number, number, number, number, number] => [
  at.getUTCFullYear(),
  at.getUTCMonth() + 1,
  at.getUTCDate(),
  at.getUTCHours(),
  at.getUTCMinutes(),
];

/**
 * @param bookingUrl link to the booking on PUBLIC_URL.
 * @throws Error when the event cannot be built (an invalid date).
 */
export function bookingCalendar(b: BookingFacts, bookingUrl: string): string {
  const { error, value } = createEvent({
    uid: `${b.id}@fasttrack-los`,
    productId: 'fasttrack-los/messages',
    title: `${SERVICE_TYPE_LABELS[b.serviceType]}: meet your officer (${b.reference})`,
    description: `Booking ${b.reference}, flight ${b.airlineName} ${b.flightNumber}. Meeting point: ${meetingPlace(b)}.${
      b.meetingCode ? ` Meeting code: ${b.meetingCode}.` : ''
    }`,
    location: meetingPlace(b),
    url: bookingUrl,
    start: utcParts(b.meetingTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1, minutes: 30 },
    organizer: { name: MERCHANT.name, email: MERCHANT.email },
    status: 'CONFIRMED',
    alarms: [
      { action: 'display', description: 'FastTrack LOS meeting in 3 hours', trigger: { hours: 3, before: true } },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar event not built');
  return value;
}
