/**
 * E-mails to a booking's lead passenger when somebody else booked for them and gave their address
 * (issue 36 item 1): confirmed, re-timed or moved, flight disrupted, cancelled. The facts of the
 * day (meeting time in WAT, meeting point, flight, the one story about the code) and a link to
 * their pass; never the booker's account, amounts, receipt or refund.
 */
import {
  MEETING_CODE_STORY,
  type MeetingChange,
  meetingChangeSentence,
  PassMessages,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import type { BookingFacts } from '../messages.repository';
import { airportTime, meetingPlace } from './booking-messages';
import { type Rendered, renderLayout } from './layout';

export type PassengerMailKind = 'booking-confirmed' | 'service-retimed' | 'flight-disrupted' | 'booking-cancelled';

function rows(b: BookingFacts): [string, string][] {
  return [
    ['Booking reference', b.reference],
    ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
    ['Service', SERVICE_TYPE_LABELS[b.serviceType]],
    ['Meeting time', airportTime(b, b.meetingTime)],
    ['Meeting point', meetingPlace(b)],
  ];
}

const hello = (b: BookingFacts) => (b.leadPassengerName ? `Hello ${b.leadPassengerName},` : 'Hello,');

/**
 * @param details.passUrl the signed link to the passenger's pass.
 * @param details.change the move of the meeting time, for `service-retimed` (null: the new time only).
 */
export function passengerMail(
  kind: PassengerMailKind,
  b: BookingFacts,
  details: { passUrl: string; change: MeetingChange | null },
): Promise<Rendered> {
  const { passUrl, change } = details;
  const service = SERVICE_TYPE_LABELS[b.serviceType];
  const cta = { label: 'Open your pass', url: passUrl };
  switch (kind) {
    case 'booking-confirmed':
      return renderLayout({
        subject: `Airport assistance booked for you: ${b.reference}`,
        preview: `Your ${service} on ${airportTime(b, b.meetingTime)} is confirmed.`,
        heading: 'Booked for you',
        intro: [hello(b), `${PassMessages.bookedForYou(null)} Your ${service} is confirmed.`],
        rows: rows(b),
        outro: [
          'Your pass shows your meeting code, and your officer’s name and photo 30 minutes before the meeting time.',
          MEETING_CODE_STORY,
        ],
        cta,
      });
    case 'service-retimed': {
      const said = change
        ? `${meetingChangeSentence(change, b.airportTimeZone)}.`
        : `Your new meeting time is ${airportTime(b, b.meetingTime)}.`;
      return renderLayout({
        subject: `New meeting time ${airportTime(b, b.meetingTime)}: ${b.reference}`,
        preview: said,
        heading: 'New meeting time',
        intro: [hello(b), said],
        rows: rows(b),
        outro: ['Your officer has the new time. You do not need to do anything.'],
        cta,
      });
    }
    case 'flight-disrupted': {
      const what = b.flightDisruption === 'diverted' ? 'diverted' : 'cancelled';
      return renderLayout({
        subject: `Your flight ${b.flightNumber} was ${what}: ${b.reference}`,
        preview: PassMessages.disrupted(what),
        heading: `Flight ${what}`,
        intro: [hello(b), PassMessages.disrupted(what)],
        rows: rows(b),
        cta,
      });
    }
    case 'booking-cancelled':
      return renderLayout({
        subject: `Airport assistance cancelled: ${b.reference}`,
        preview: PassMessages.cancelled,
        heading: 'Service Cancelled',
        intro: [hello(b), PassMessages.cancelled],
        rows: rows(b),
        cta,
      });
  }
}
