/** /bookings/:id (issue 17 §1): one booking, live; its own lazy chunk, never on the first load of `/`. */
export { BookingPage as BookingRoute } from '../../features/live/booking-page';
