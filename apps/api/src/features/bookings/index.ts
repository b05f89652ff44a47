/**
 * What the bookings feature offers other features (architecture guide: features call each
 * other's public surface, never their internals). Payments settle and refund through these
 * functions, inside their own transaction.
 */

export {
  markBookingPaid,
  markBookingPaymentFailed,
  markBookingRefunded,
  markBookingRefundFailed,
} from './booking-payment-state';
export type { Actor } from './booking-status';
export { applyTransition, SYSTEM_ACTOR } from './booking-status';
export { cancelBooking, cancelMissedService } from './booking-updates.service';
export { lockBookingForRefund } from './bookings.repository';
export { findPassBooking } from './bookings.service';
