/** /bookings (spec §2 Bookings): the bookings feature's page (also the checkout's return address). */
export { BookingsPage as BookingsRoute } from '../../features/bookings/bookings-page';
