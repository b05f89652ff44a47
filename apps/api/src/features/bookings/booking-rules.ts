/**
 * Time and fit rules of a booking (issue: bookings, "The service must fit the flight",
 * "Cancellation"). Pure functions: the clock is an argument.
 *
 * The service time is when the officer meets the traveller at LOS: the departure time for
 * departure service, the landing time for arrival service (ADR 030).
 */
import {
  type BookingPaymentStatus,
  type BookingStatus,
  type CancellationRule,
  REFUND_WINDOW_HOURS,
  type ServiceType,
} from '@fasttrack/contracts';
import { differenceInMinutes } from 'date-fns';
import { type FlightRow, servicesFor } from '../flights/flights.service';

type FlightTimes = Pick<FlightRow, 'departureTime' | 'arrivalTime'>;

/** When the service happens at LOS for this flight and service type. */
export function serviceTime(flight: FlightTimes, serviceType: ServiceType): Date {
  return serviceType === 'arrival' ? flight.arrivalTime : flight.departureTime;
}

/** Flight statuses (as a provider reports them) after which a flight cannot be booked. */
const UNBOOKABLE_FLIGHT_STATUSES = new Set(['cancelled', 'canceled', 'diverted']);

/**
 * Why this flight cannot take this service now, as a sentence for the traveller; null when it can.
 * Arrival service needs a flight that lands at LOS and has not landed yet; departure service
 * needs a flight that leaves LOS and has not left yet.
 */
export function whyNotBookable(
  flight: FlightTimes & Pick<FlightRow, 'flightNumber' | 'departureIata' | 'arrivalIata' | 'status'>,
  serviceType: ServiceType,
  now: Date,
): string | null {
  if (!servicesFor(flight).includes(serviceType)) {
    return serviceType === 'arrival'
      ? `Arrival Service is only for flights that land in Lagos (LOS); ${flight.flightNumber} lands at ${flight.arrivalIata}.`
      : `Departure Service is only for flights that leave Lagos (LOS); ${flight.flightNumber} leaves from ${flight.departureIata}.`;
  }
  if (UNBOOKABLE_FLIGHT_STATUSES.has(flight.status.toLowerCase())) {
    return `${flight.flightNumber} is ${flight.status.toLowerCase()} and can no longer be booked.`;
  }
  if (serviceTime(flight, serviceType) <= now) {
    return serviceType === 'arrival'
      ? `${flight.flightNumber} has already landed, so Arrival Service can no longer be booked.`
      : `${flight.flightNumber} has already departed, so Departure Service can no longer be booked.`;
  }
  return null;
}

export interface CancellationCheck {
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  serviceType: ServiceType;
  flight: FlightTimes;
}

/**
 * Which cancellation rule applies, or why the booking cannot be cancelled.
 * - only pending or confirmed bookings, and only before the service time;
 * - paid and at least 24 h before the service time: full refund;
 * - paid and later: no refund; not paid: nothing to refund.
 */
export function cancellationRule(
  booking: CancellationCheck,
  now: Date,
): { ok: true; rule: CancellationRule } | { ok: false; reason: string } {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    return { ok: false, reason: `A ${booking.status} booking cannot be cancelled.` };
  }
  const at = serviceTime(booking.flight, booking.serviceType);
  if (at <= now)
    return { ok: false, reason: 'The flight time has passed, so this booking can no longer be cancelled.' };
  if (booking.paymentStatus !== 'paid') return { ok: true, rule: 'unpaid_no_refund' };
  return differenceInMinutes(at, now) >= REFUND_WINDOW_HOURS * 60
    ? { ok: true, rule: 'full_refund' }
    : { ok: true, rule: 'late_no_refund' };
}
