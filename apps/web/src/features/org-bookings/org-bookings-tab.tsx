/**
 * The Bookings tab of the organisation's shell (issue 39 item 5): the list at `bookings`, "Book for
 * passengers" at `bookings/new`, one booking at `bookings/:bookingId`. Every role sees the tab:
 * those who book and finance see every booking, a traveller-role member what was booked for them.
 */
import { ORGANISATION_ROLES } from '@fasttrack/contracts';
import { Route, Routes } from 'react-router';
import type { OrganisationTab } from '../organisations/index';
import { BookForPassengersPage } from './book-for-passengers-page';
import { OrgBookingsCopy as copy } from './copy';
import { OrgBookingPage } from './org-booking-page';
import { OrgBookingsPage } from './org-bookings-page';

function OrgBookingsTab() {
  return (
    <Routes>
      <Route index element={<OrgBookingsPage />} />
      <Route path="new" element={<BookForPassengersPage />} />
      <Route path=":bookingId" element={<OrgBookingPage />} />
    </Routes>
  );
}

export const orgBookingsTab: OrganisationTab = {
  segment: 'bookings',
  label: copy.listTitle,
  roles: ORGANISATION_ROLES,
  order: 10,
  element: <OrgBookingsTab />,
};
