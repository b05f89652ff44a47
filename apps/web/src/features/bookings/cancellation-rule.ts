/**
 * The refund rule that cancelling a booking now would apply, to state it before the traveller
 * confirms (issue: pages, Bookings "Cancel ... states the refund rule"). Same rule as the server
 * (contracts CANCELLATION_RULES): only pending or confirmed bookings before their service time
 * (landing for Arrival Service, departure for Departure Service); paid and the booking's
 * free-cancellation hours (24 h unless its airport set others) or more ahead is a full refund; paid and later, no refund; unpaid, nothing to refund. The server decides for real.
 */
import { type Booking, type CancellationRule, cancellationRule, REFUND_WINDOW_HOURS } from '@fasttrack/contracts';

/**
 * The cancellation rule that applies to this booking now (contracts' `cancellationRule`, the one
 * the API applies), or null when it cannot be cancelled (spec §4 Cancellation).
 */
export function cancellationRuleFor(booking: Booking, now: Date = new Date()): CancellationRule | null {
  const flight = {
    departureTime: new Date(booking.flight.departureTime),
    arrivalTime: new Date(booking.flight.arrivalTime),
  };
  const verdict = cancellationRule({ ...booking, flight }, now);
  return verdict.ok ? verdict.rule : null;
}

/**
 * What the confirmation question says about money under `rule`; `hours`: the booking's
 * free-cancellation hours (issue 41 item 1), REFUND_WINDOW_HOURS when it carries none.
 */
export function cancelRuleText(rule: CancellationRule, hours: number = REFUND_WINDOW_HOURS): string {
  return cancelRuleTexts(hours)[rule];
}

const cancelRuleTexts = (hours: number): Record<CancellationRule, string> => ({
  full_refund: `You paid for this booking and the flight is at least ${hours} hours away, so you will get a full refund.`,
  late_no_refund: `The flight is less than ${hours} hours away, so no refund applies. Bookings cancelled at least ${hours} hours before the flight are refunded in full.`,
  unpaid_no_refund: 'Nothing has been paid for this booking, so there is nothing to refund.',
  flight_disrupted_refund: 'Your flight was cancelled or diverted, so you will get a full refund whatever the time.',
  // Never a traveller's choice: the system or a dispatcher applies these two (ADR 251).
  business_no_show: 'Our officer did not check in for this service, so you will get a full refund.',
  business_cancelled: 'We cannot provide this service as booked, so you will get a full refund.',
});
