/**
 * Messages about the booked flight (issue 18 §3, §4): the service re-timed because the flight
 * moved, and the flight cancelled or diverted. Times in Africa/Lagos followed by "WAT".
 */
import { SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import type { BookingFacts, Recipient } from '../messages.repository';
import { bookingUrl, meetingPlace, ngn, usd, wat } from './booking-messages';
import { type Rendered, renderLayout } from './layout';

interface Ctx {
  booking: BookingFacts;
  to: Recipient;
  publicUrl: string;
}

/** The flight moved: the new meeting time, and the one it replaces when known. */
export function serviceRetimed({ booking: b, to, publicUrl }: Ctx, previous: Date | null): Promise<Rendered> {
  const service = SERVICE_TYPE_LABELS[b.serviceType];
  return renderLayout({
    subject: `New meeting time ${wat(b.meetingTime)}: ${b.reference}`,
    preview: `Your flight ${b.flightNumber} has a new time, so your ${service} moves to ${wat(b.meetingTime)}.`,
    heading: 'New meeting time',
    intro: [
      `Hello ${to.firstName},`,
      `Your flight ${b.airlineName} ${b.flightNumber} has a new estimated time, so we have moved your ${service} with it.`,
    ],
    rows: [
      ['Booking reference', b.reference],
      ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
      ['New meeting time', wat(b.meetingTime)],
      ...(previous ? ([['Previous meeting time', wat(previous)]] as [string, string][]) : []),
      ['Meeting point', meetingPlace(b)],
    ],
    outro: ['Your protocol officer has the new time. Nothing else changes, and you do not need to do anything.'],
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}

/** The flight was cancelled or diverted: the traveller may cancel with a full refund. */
export function flightDisrupted({ booking: b, to, publicUrl }: Ctx): Promise<Rendered> {
  const what = b.flightDisruption === 'diverted' ? 'diverted' : 'cancelled';
  return renderLayout({
    subject: `Your flight ${b.flightNumber} was ${what}: ${b.reference}`,
    preview: `You can cancel booking ${b.reference} with a full refund.`,
    heading: `Flight ${what}`,
    intro: [
      `Hello ${to.firstName},`,
      `The airline reports that ${b.airlineName} ${b.flightNumber} was ${what}.`,
      `You can cancel booking ${b.reference} from your bookings and get a full refund of ${ngn(b.totalNgnKobo)} (${usd(b.totalUsdCents)}), however close the flight is.`,
    ],
    rows: [
      ['Booking reference', b.reference],
      ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
      ['Meeting time', wat(b.meetingTime)],
    ],
    outro: ['If your flight is rebooked, our team will contact you about moving your service.'],
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}
