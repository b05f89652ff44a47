/**
 * A booking page with no network (issue 36 item 4): a booking never opened on its own shows as
 * the bookings list kept it, marked "Offline: as of HH:MM WAT", with the receipt, Cancel and the
 * chat waiting for the network; a booking the device never saw gets the "You are offline" bar, not
 * an error.
 */
import type { Booking } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLastKnown } from '../../lib/offline-session';
import { saveLastKnown } from '../../lib/offline-store';
import { stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { noNetwork, saveSessionOf, startOffline } from '../../test/offline';
import { renderWithApp } from '../../test/render';
import { BOOKING_ID, lagosTime, makeBooking } from '../bookings/test-fixtures';
import { BookingPage } from './booking-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => clearLastKnown());

const traveller = makeUser();
const SAVED_AT = `${lagosTime(0, '11:42').slice(0, 10)}T10:42:00.000Z`;

async function openOffline(kept: Booking[] | null, id = BOOKING_ID) {
  // What an earlier visit online kept: the traveller and, here, only the bookings list.
  await saveLastKnown(kept ? 'bookings' : 'booking:another', traveller, { data: kept ?? {}, savedAt: SAVED_AT });
  saveSessionOf(traveller.id);
  startOffline();
  stubFetch({
    'GET /api/auth/me': noNetwork,
    [`GET /api/bookings/${id}`]: noNetwork,
    [`GET /api/bookings/${id}/live`]: noNetwork,
    [`GET /api/bookings/${id}/chat`]: noNetwork,
  });
  renderWithApp(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${id}` },
  );
}

describe('a booking page offline', () => {
  it('shows a booking seen in the list with its meeting code, as of then, its actions waiting for the network', async () => {
    const booking = makeBooking({
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingCode: '0427',
      holdExpiresAt: null,
    });
    await openOffline([booking]);
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.bookingReference}` })).toBeVisible();
    expect(screen.getByTestId('meeting-code')).toHaveTextContent('0427');
    expect(screen.getByTestId('offline-note')).toHaveTextContent('Offline: as of 11:42 WAT.');
    expect(screen.getByRole('button', { name: /Download receipt/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    // The receipt and Cancel, and the chat, which is not on the device.
    expect(screen.getAllByText("Available when you're back online")).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Chat with your officer' })).toBeVisible();
  });

  it('says the traveller is offline when the device never saw the booking', async () => {
    await openOffline(null);
    expect(await screen.findByTestId('offline-bar')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
