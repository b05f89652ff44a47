/**
 * My Bookings with no network (issue 36 item 4): the list the device kept, marked "Offline: as
 * of HH:MM WAT", with Pay now, Cancel, the receipt and New Booking waiting for the network;
 * never opened online, the "You are offline" bar instead of "Error Loading Bookings".
 */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLastKnown } from '../../lib/offline-session';
import { saveLastKnown } from '../../lib/offline-store';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { noNetwork, saveSessionOf, startOffline, waitForKept } from '../../test/offline';
import { renderWithApp } from '../../test/render';
import { BookingDialogHost } from './booking-dialog-host';
import { BookingsPage } from './bookings-page';
import { makeBooking, ok, PRICING } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => clearLastKnown());

const traveller = makeUser();
const AS_OF = /^Offline: as of \d{2}:\d{2} WAT\.$/;

function open(answer: 'online' | 'no network', bookings = [makeBooking()]) {
  saveSessionOf(traveller.id);
  stubFetch(
    answer === 'online'
      ? {
          'GET /api/auth/me': () => json(200, ok(traveller)),
          'GET /api/bookings/user': () => json(200, ok(bookings)),
          'GET /api/pricing': () => json(200, ok(PRICING)),
        }
      : { 'GET /api/auth/me': noNetwork, 'GET /api/bookings/user': noNetwork, 'GET /api/live/unread': noNetwork },
  );
  return renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="/bookings" element={<BookingsPage />} />
      </Routes>
    </BookingDialogHost>,
    { route: '/bookings' },
  );
}

describe('My Bookings offline', () => {
  it('shows the list kept on the device, as of when it was fetched, its actions waiting for the network', async () => {
    const pending = makeBooking();
    const paid = makeBooking({
      id: '11111111-1111-4111-8111-0000000000b2',
      bookingReference: 'FT-PAID01',
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const online = open('online', [pending, paid]);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByTestId('offline-note')).toBeNull();
    await waitForKept('bookings', traveller.id);
    online.unmount();

    startOffline();
    open('no network');
    expect(await screen.findByTestId('offline-note')).toHaveTextContent(AS_OF);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Error Loading Bookings')).toBeNull();
    expect(screen.getByRole('button', { name: 'New Booking' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Pay now/ })).toBeDisabled();
    const paidCard = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(paidCard).getByRole('button', { name: /Download receipt/ })).toBeDisabled();
    expect(screen.getAllByText("Available when you're back online").length).toBeGreaterThanOrEqual(3);
  });

  it('says the visitor is offline instead of an error when the list was never kept', async () => {
    await saveLastKnown('booking:x', traveller, { data: {}, savedAt: new Date().toISOString() });
    startOffline();
    open('no network');
    expect(await screen.findByTestId('offline-bar')).toHaveTextContent(
      "You are offline. This page opens when you're back online; the pages you opened before are kept on this device.",
    );
    expect(screen.queryByText('Error Loading Bookings')).toBeNull();
    expect(screen.queryByText('Failed to load bookings')).toBeNull();
  });
});
