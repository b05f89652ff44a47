/**
 * What the bookings feature offers other features (architecture guide: features call each
 * other's public surface, never their internals). Payments settle and refund through these
 * functions, inside their own transaction.
 */

export { anonymiseBookingContacts, deleteIdempotencyAnswers } from './booking-erasure';
export {
  type Actor,
  type BookingHistoryEntry,
  type PartnerActor,
  recordBookingChange,
  SYSTEM_ACTOR,
} from './booking-history';
export {
  markBookingPaid,
  markBookingPaymentFailed,
  markBookingRefunded,
  markBookingRefundFailed,
} from './booking-payment-state';
export { quoteBooking } from './booking-quote.service';
export { applyTransition } from './booking-status';
export { cancelBooking, cancelMissedService } from './booking-updates.service';
export { lockBookingForRefund } from './bookings.repository';
export { findPassBooking } from './bookings.service';
export { enqueueFlightCheck } from './flight-check.job';
export { type BookingFlightChange, runFlightStatusRound } from './flight-following.service';
export { cancelBookingForKey, getBookingForKey, listBookingsForKey } from './key-bookings.service';
export { moveBookingToFlight } from './move-booking.service';
export {
  type CreateOrganisationBookingDeps,
  createOrganisationBooking,
  type SettleOnAccount,
} from './organisation-booking.service';
