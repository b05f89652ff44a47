/**
 * What the bookings feature offers other features: the booking dialog (`useBookingDialog`), the
 * bookings queries, the booking drafts, and the pieces of a booking that other screens show
 * (labels, status badges, meeting details, the cancellation rule, the price lines).
 * Other features import this feature only through this file (npm run lint).
 */
export { availabilityQuery } from './api/get-availability';
export { bookingQuery, getBooking } from './api/get-booking';
export { quoteRequestFor } from './api/get-quote';
export { bookingsKey, userBookingsQuery, useUserBookings } from './api/get-user-bookings';
export { useBookingDialog } from './booking-dialog-context';
export { bookingPriceLines, PriceLines, passengerLabel, servedAirportTerm, serviceLabel } from './booking-format';
export { cancellationRuleFor } from './cancellation-rule';
export { CancelBookingDialog } from './components/cancel-booking-dialog';
export { DisruptionChoice } from './components/disruption-choice';
export { ExtrasChoice } from './components/extras-choice';
export { MeetingChangeNotice } from './components/meeting-change-notice';
export { MeetingDetails } from './components/service-availability-note';
export { BookingStatusBadge, PaymentStatusBadge } from './components/status-badge';
export { clearBookingDrafts } from './draft-storage';
export { type BookingDrafts, readBookingDrafts } from './drafts';
export { isDraftBookingOver, isDraftFlightBooked } from './stale-draft';
export { useOpenBookingFromQuery } from './use-open-booking-from-query';
