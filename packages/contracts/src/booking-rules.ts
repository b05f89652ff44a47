/**
 * Booking rules shared by the API and the web app (issue: bookings, "The service must fit the
 * flight", "Cancellation"; issue 13 item 3). Pure functions over plain shapes: times are Date,
 * airports IATA codes, the clock an argument. The server decides for real; the web app uses the
 * same functions to explain before the traveller asks.
 *
 * The service time is when the officer meets the traveller at the served airport: the departure
 * time for departure service, the landing time for arrival service (ADR 030). Which airports are
 * served and open for sale is data (issue 41 item 1): the server reads it and passes it in.
 */

import type { BookingPaymentStatus, BookingStatus, CancellationRule, FlightDisruption } from './bookings';
import { REFUND_WINDOW_HOURS } from './constants';
import { type ServiceType, serviceAirportIata } from './flights';
import { noticeProblem, type PlanFlight, servicePlan } from './service-plan';

/** A flight's two times (instants). */
export interface FlightTimes {
  departureTime: Date;
  arrivalTime: Date;
}

/** A flight's two airports (IATA codes). */
export interface FlightAirports {
  departureIata: string;
  arrivalIata: string;
}

/**
 * IATA codes of the served airports open for sale (`service_airports.open_for_sale`, issue 41
 * item 1), as the server read them; only the flight's own two airports matter.
 */
export type OpenAirports = ReadonlySet<string> | readonly string[];

/**
 * What availability needs of a flight; `status` as the source reports it, when known;
 * `openAirports` which of its airports are open for sale (the flights feature reads them with the
 * flight, so a row it returns can be passed as it is).
 */
export interface BookableFlight extends FlightTimes, FlightAirports {
  flightNumber: string;
  status?: string | null;
  openAirports: OpenAirports;
  /**
   * The minimum notice of each open airport, in minutes, `{ IATA: minutes }` (issue 41 item 1);
   * an airport missing here takes MIN_NOTICE_MINUTES.
   */
  noticeMinutes?: Readonly<Record<string, number>>;
}

/** When the service happens at the served airport for this flight and service type. */
export function serviceTime(flight: FlightTimes, serviceType: ServiceType): Date {
  return serviceType === 'arrival' ? flight.arrivalTime : flight.departureTime;
}

const isOpen = (open: OpenAirports, iata: string) => ('has' in open ? open.has(iata) : open.includes(iata));

/**
 * Services a flight can take (issue 41 item 1): arrival when it lands at an airport of
 * `openAirports`, departure when it leaves one; both for a flight between two open airports.
 */
export function servicesFor(flight: FlightAirports, openAirports: OpenAirports): ServiceType[] {
  const out: ServiceType[] = [];
  if (isOpen(openAirports, flight.arrivalIata)) out.push('arrival');
  if (isOpen(openAirports, flight.departureIata)) out.push('departure');
  return out;
}

/**
 * The open airports that a server's `availableServices` for this flight stand for (the ends it
 * serves), for a client that has the search answer but not the list of open airports:
 * `servicesFor(flight, openAirportsOf(flight, services))` gives `services` back.
 */
export function openAirportsOf(flight: FlightAirports, availableServices: readonly ServiceType[]): string[] {
  const out: string[] = [];
  if (availableServices.includes('arrival')) out.push(flight.arrivalIata);
  if (availableServices.includes('departure')) out.push(flight.departureIata);
  return out;
}

/** Flight statuses (as a provider reports them) after which a flight cannot be booked. */
const UNBOOKABLE_FLIGHT_STATUSES = new Set(['cancelled', 'canceled', 'diverted']);

/**
 * Why this flight cannot take this service now, as a sentence for the traveller; null when it can.
 * Arrival service needs a flight that lands at an open served airport and has not landed yet;
 * departure service one that leaves an open served airport and has not left yet; a cancelled or
 * diverted flight takes none.
 */
export function whyNotBookable(flight: BookableFlight, serviceType: ServiceType, now: Date): string | null {
  if (!servicesFor(flight, flight.openAirports).includes(serviceType)) {
    return serviceType === 'arrival'
      ? `Arrival Service is only for flights that land at an airport we serve; ${flight.flightNumber} lands at ${flight.arrivalIata}.`
      : `Departure Service is only for flights that leave an airport we serve; ${flight.flightNumber} leaves from ${flight.departureIata}.`;
  }
  const status = flight.status?.toLowerCase();
  if (status && UNBOOKABLE_FLIGHT_STATUSES.has(status)) {
    return `${flight.flightNumber} is ${status} and can no longer be booked.`;
  }
  if (serviceTime(flight, serviceType) <= now) {
    return serviceType === 'arrival'
      ? `${flight.flightNumber} has already landed, so Arrival Service can no longer be booked.`
      : `${flight.flightNumber} has already departed, so Departure Service can no longer be booked.`;
  }
  return null;
}

/** Why a service cannot be booked, before officers are counted: no fit (or the flight is gone), or too soon. */
export type BookingBlockCode = 'NOT_BOOKABLE' | 'TOO_SOON';

/** A refusal of {@link bookingBlock}: a stable code and the sentence the traveller reads. */
export interface BookingBlock {
  code: BookingBlockCode;
  message: string;
}

/**
 * Why this service cannot be booked for this flight now, whoever asks (issue 37: the search
 * results say it before the form, the availability answer and the 422 of booking creation say
 * the same words): {@link whyNotBookable} first (`NOT_BOOKABLE`), then the minimum notice before
 * the meeting time at the service's airport (`noticeProblem`, `TOO_SOON`). Null when it can be booked, officers aside.
 */
export function bookingBlock(
  flight: BookableFlight & PlanFlight,
  serviceType: ServiceType,
  now: Date,
): BookingBlock | null {
  const why = whyNotBookable(flight, serviceType, now);
  if (why) return { code: 'NOT_BOOKABLE', message: why };
  const noticeMinutes = flight.noticeMinutes?.[serviceAirportIata(flight, serviceType)];
  const tooSoon = noticeProblem(servicePlan(flight, serviceType), { serviceType, noticeMinutes }, now);
  return tooSoon ? { code: 'TOO_SOON', message: tooSoon } : null;
}

/**
 * What the traveller reads when a cancellation is done, by the rule it applied. `hours`: the
 * booking's free-cancellation hours (issue 41 item 1), REFUND_WINDOW_HOURS by default.
 */
export function cancellationRuleMessage(rule: CancellationRule, hours: number = REFUND_WINDOW_HOURS): string {
  const messages: Record<CancellationRule, string> = {
    full_refund: `Booking cancelled. It was paid and cancelled at least ${hours} hours before the flight, so a full refund is on its way.`,
    late_no_refund: `Booking cancelled. It was cancelled less than ${hours} hours before the flight, so no refund applies.`,
    unpaid_no_refund: 'Booking cancelled. Nothing was paid, so there is nothing to refund.',
    flight_disrupted_refund:
      'Booking cancelled. Your flight was cancelled or diverted, so a full refund is on its way whatever the time.',
    business_no_show:
      'We are sorry: our officer did not check in at the meeting point for your service. We cancelled the booking and a full refund is on its way; you do not need to do anything.',
    business_cancelled:
      'We are sorry: we cannot provide your service as booked. We cancelled the booking and a full refund is on its way; you do not need to do anything.',
  };
  return messages[rule];
}

/** What the cancellation rule needs of a booking. */
export interface CancellationCheck {
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  serviceType: ServiceType;
  flight: FlightTimes;
  /** The flight was cancelled or diverted (issue 18 §4): a paid booking is refunded in full. */
  flightDisruption?: FlightDisruption | null;
  /** The booking's free-cancellation hours (issue 41 item 1); default REFUND_WINDOW_HOURS. */
  freeCancellationHours?: number;
}

/** The verdict of `cancellationRule`: the refund rule that applies, or why cancelling is refused. */
export type CancellationVerdict = { ok: true; rule: CancellationRule } | { ok: false; reason: string };

/**
 * Which cancellation rule applies, or why the booking cannot be cancelled.
 * - only pending or confirmed bookings, and only before the service time;
 * - paid and at least the booking's free-cancellation hours (REFUND_WINDOW_HOURS, 24 h, unless its
 *   airport set others when it was made) before the service time: full refund;
 * - paid and later: no refund; not paid: nothing to refund;
 * - flight cancelled or diverted (`flightDisruption`): paid is a full refund at any time (issue 18 §4).
 */
export function cancellationRule(booking: CancellationCheck, now: Date): CancellationVerdict {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    return { ok: false, reason: `A ${booking.status} booking cannot be cancelled.` };
  }
  // The flight will not happen as booked: the time rules do not apply (issue 18 §4).
  if (booking.flightDisruption) {
    return { ok: true, rule: booking.paymentStatus === 'paid' ? 'flight_disrupted_refund' : 'unpaid_no_refund' };
  }
  const msAhead = serviceTime(booking.flight, booking.serviceType).getTime() - now.getTime();
  if (msAhead <= 0) {
    return { ok: false, reason: 'The flight time has passed, so this booking can no longer be cancelled.' };
  }
  if (booking.paymentStatus !== 'paid') return { ok: true, rule: 'unpaid_no_refund' };
  return msAhead >= (booking.freeCancellationHours ?? REFUND_WINDOW_HOURS) * 3_600_000
    ? { ok: true, rule: 'full_refund' }
    : { ok: true, rule: 'late_no_refund' };
}

/**
 * What the booking dialog says when the traveller already has a live booking on the chosen
 * flight (issue 37, ADR 306): they are told before a second one is made, and may still go on.
 */
export const SecondBookingText = {
  notice: (bookingReference: string) =>
    `You already have ${bookingReference} on this flight. To book for another party as well, tick the box below.`,
  confirm: 'Book another service on this flight (for example for another party)',
  required: 'Tick the box to book this flight a second time, or open your booking instead.',
} as const;

/**
 * The service choice reached back from payment (issue 37): the booking already made waits, and
 * what Confirm Booking does now.
 */
export function heldBookingNote(bookingReference: string): string {
  return `Booking ${bookingReference} is waiting for payment. Confirm Booking takes you back to it; if you change something here, a new booking replaces it.`;
}
