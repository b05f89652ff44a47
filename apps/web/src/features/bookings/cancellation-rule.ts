/**
 * The refund rule that cancelling a booking now would apply, to state it before the traveller
 * confirms (issue: pages, Bookings "Cancel ... states the refund rule"). Same rule as the server
 * (contracts CANCELLATION_RULES): only pending or confirmed bookings before their service time
 * (landing for Arrival Service, departure for Departure Service); paid and 24 h or more ahead is a
 * full refund; paid and later, no refund; unpaid, nothing to refund. The server decides for real.
 */
import { type Booking, type CancellationRule, REFUND_WINDOW_HOURS } from '@fasttrack/contracts';

/** The rule that applies, or null when the booking can no longer be cancelled. `now` for tests. */
export function cancellationRuleFor(booking: Booking, now: Date = new Date()): CancellationRule | null {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;
  const at = new Date(booking.serviceType === 'arrival' ? booking.flight.arrivalTime : booking.flight.departureTime);
  const msAhead = at.getTime() - now.getTime();
  if (msAhead <= 0) return null;
  if (booking.paymentStatus !== 'paid') return 'unpaid_no_refund';
  return msAhead >= REFUND_WINDOW_HOURS * 3_600_000 ? 'full_refund' : 'late_no_refund';
}

/** What the confirmation question says about money for each rule. */
export const REFUND_RULE_TEXT: Record<CancellationRule, string> = {
  full_refund: `You paid for this booking and the flight is at least ${REFUND_WINDOW_HOURS} hours away, so you will get a full refund.`,
  late_no_refund: `The flight is less than ${REFUND_WINDOW_HOURS} hours away, so no refund applies. Bookings cancelled at least ${REFUND_WINDOW_HOURS} hours before the flight are refunded in full.`,
  unpaid_no_refund: 'Nothing has been paid for this booking, so there is nothing to refund.',
};
