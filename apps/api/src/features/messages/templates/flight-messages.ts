/**
 * Messages about the booked flight (issue 18 §3, §4): the service re-timed because the flight
 * moved, and the flight cancelled or diverted. Times on the clock of the booking's airport with its zone ("WAT"; issue 41 item 2).
 */
import {
  DisruptionChoiceLabels,
  disruptionChoiceText,
  type MeetingChange,
  meetingChangeSentence,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import type { BookingFacts, Recipient } from '../messages.repository';
import { airportTime, bookingUrl, meetingPlace, ngn, usd } from './booking-messages';
import { type Rendered, renderLayout } from './layout';

interface Ctx {
  booking: BookingFacts;
  to: Recipient;
  publicUrl: string;
}

/**
 * The flight's own estimated time at the booking's airport (landing for arrival service, take-off
 * for departure service) when the provider reported one (issue 26 §3: the e-mail shows it, not
 * only the meeting time).
 */
function estimatedFlightRow(b: BookingFacts): [string, string][] {
  const arrival = b.serviceType === 'arrival';
  const at = arrival ? b.estimatedArrivalTime : b.estimatedDepartureTime;
  return at ? [[arrival ? 'Estimated landing' : 'Estimated departure', airportTime(b, at)]] : [];
}

/**
 * The flight moved, or a dispatcher or the traveller moved the booking to the re-booked flight
 * (issue 26 §3): the new meeting time, and what it replaces when known, in the sentence every
 * message of the change uses (contracts `meetingChangeSentence`; issue 36 item 5).
 */
export function serviceRetimed({ booking: b, to, publicUrl }: Ctx, change: MeetingChange | null): Promise<Rendered> {
  const service = SERVICE_TYPE_LABELS[b.serviceType];
  const said = change
    ? `${meetingChangeSentence(change, b.airportTimeZone)}.`
    : `Your flight ${b.airlineName} ${b.flightNumber} has a new estimated time, so we have moved your ${service} with it.`;
  const previous = change ? new Date(change.fromMeetingTime) : null;
  return renderLayout({
    subject: `New meeting time ${airportTime(b, b.meetingTime)}: ${b.reference}`,
    preview: said,
    heading: 'New meeting time',
    intro: [`Hello ${to.firstName},`, said],
    rows: [
      ['Booking reference', b.reference],
      ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
      ...estimatedFlightRow(b),
      ['New meeting time', airportTime(b, b.meetingTime)],
      ...(previous ? ([['Previous meeting time', airportTime(b, previous)]] as [string, string][]) : []),
      ['Meeting point', meetingPlace(b)],
    ],
    outro: ['Your protocol officer has the new time. Nothing else changes, and you do not need to do anything.'],
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}

/**
 * The flight was cancelled or diverted: the traveller chooses on the booking page, in one tap,
 * a full refund now or keeping the booking for the re-booked flight; with no choice by the
 * meeting time the refund is made by itself (issue 26 §3). The words are contracts' copy.
 */
export function flightDisrupted({ booking: b, to, publicUrl }: Ctx): Promise<Rendered> {
  const what = b.flightDisruption === 'diverted' ? 'diverted' : 'cancelled';
  return renderLayout({
    subject: `Your flight ${b.flightNumber} was ${what}: ${b.reference}`,
    preview: `Choose a full refund or keep booking ${b.reference} for your new flight.`,
    heading: `Flight ${what}`,
    intro: [
      `Hello ${to.firstName},`,
      `The airline reports that ${b.airlineName} ${b.flightNumber} was ${what}. Your officer has been released.`,
      disruptionChoiceText(what, airportTime(b, b.meetingTime)),
    ],
    rows: [
      ['Booking reference', b.reference],
      ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
      ['Meeting time', airportTime(b, b.meetingTime)],
      ['Full refund', `${ngn(b.totalNgnKobo)} (${usd(b.totalUsdCents)})`],
    ],
    outro: [`On your booking page: "${DisruptionChoiceLabels.refund}" or "${DisruptionChoiceLabels.keep}".`],
    cta: { label: 'Choose on your booking page', url: bookingUrl(publicUrl, b.id) },
  });
}
