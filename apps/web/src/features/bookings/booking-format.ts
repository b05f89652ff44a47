/**
 * Display rules for bookings (spec §2 Bookings): status with its first letter capitalised,
 * 'Person' for one passenger and 'People' otherwise, special requests cut to 20 characters plus
 * an ellipsis. Money and times are shown with the contracts' helpers (Lagos time).
 */
import {
  type BookingMoney,
  type BookingStatus,
  creditsOnlyChip,
  type RefundStatus,
  SERVICE_TYPE_LABELS,
  type ServiceType,
} from '@fasttrack/contracts';

export const SPECIAL_REQUESTS_PREVIEW_CHARS = 20;

/** 1 -> '1 Person', 2 -> '2 People'. */
export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'People'}`;
}

/** The first 20 characters, plus '...' when there were more. */
export function previewSpecialRequests(text: string): string {
  return text.length > SPECIAL_REQUESTS_PREVIEW_CHARS ? `${text.slice(0, SPECIAL_REQUESTS_PREVIEW_CHARS)}...` : text;
}

/** 'arrival' -> 'Arrival Service'. */
export function serviceLabel(serviceType: ServiceType): string {
  return SERVICE_TYPE_LABELS[serviceType];
}

/**
 * What a booking's payment status reads as when its own words would mislead, else null (show the
 * status as it is). A cancelled or expired booking whose payment is still `pending` or `failed`
 * was never charged and never will be: 'Not charged' (issue 19 §7). A paid payment whose refund
 * is on its way is not simply 'Paid' after a cancellation: 'Refund pending' until the provider
 * has returned the money and the status becomes `refunded` (issue 26 §6).
 * @param booking.bookingStatus the booking's own status, `booking.refundStatus` its refund and
 *   `booking.money` its money story, each when known
 */
export function paymentStatusText(
  paymentStatus: string,
  booking: {
    bookingStatus?: BookingStatus | undefined;
    refundStatus?: RefundStatus | null | undefined;
    money?: BookingMoney | undefined;
  } = {},
): string | null {
  const { bookingStatus, refundStatus, money } = booking;
  // Credits alone paid: "Paid with credits", then "Credits returned", never money (issue 37).
  const credits = creditsOnlyChip(paymentStatus, money);
  if (credits) return credits;
  const ended = bookingStatus === 'cancelled' || bookingStatus === 'expired';
  if (ended && (paymentStatus === 'pending' || paymentStatus === 'failed')) return 'Not charged';
  if (paymentStatus === 'paid' && refundStatus && refundStatus !== 'processed') return REFUND_PENDING;
  return null;
}

/** The payment chip of a paid booking whose refund has not arrived yet. */
export const REFUND_PENDING = 'Refund pending';
