/**
 * What the organisation's bookings offer (issue 39 items 2 and 5): the Bookings tab of
 * `/organisations/:id` (the list with its filters and CSV, one booking followed live, and "Book for
 * passengers" at `bookings/new`), for the route module to hand to the organisation's shell.
 * Other features import this feature only through this file (npm run lint).
 */
export { orgBookingsTab } from './org-bookings-tab';
