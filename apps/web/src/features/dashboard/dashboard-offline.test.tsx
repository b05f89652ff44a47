/**
 * The dashboard with no network (issue 36 item 4): the statistics and the next service from the
 * bookings list the device kept, marked "Offline: as of HH:MM WAT", New Booking waiting for the
 * network; never opened online, the "You are offline" bar instead of "Failed to load bookings".
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLastKnown } from '../../lib/offline-session';
import { saveLastKnown } from '../../lib/offline-store';
import { stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { noNetwork, saveSessionOf, startOffline } from '../../test/offline';
import { renderWithApp } from '../../test/render';
import { BookingDialogHost } from '../bookings/booking-dialog-host';
import { lagosTime, makeBooking } from '../bookings/test-fixtures';
import { DashboardPage } from './dashboard-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => clearLastKnown());

const traveller = makeUser({ firstName: 'Chidi' });
const SAVED_AT = `${lagosTime(0, '09:05').slice(0, 10)}T08:05:00.000Z`;

function openOffline() {
  saveSessionOf(traveller.id);
  startOffline();
  stubFetch({ 'GET /api/auth/me': noNetwork, 'GET /api/bookings/user': noNetwork, 'GET /api/pricing': noNetwork });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Routes>
    </BookingDialogHost>,
    { route: '/dashboard' },
  );
}

describe('the dashboard offline', () => {
  it('shows the kept bookings as of when they were fetched, with the next service, New Booking waiting', async () => {
    const next = makeBooking({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null });
    await saveLastKnown('bookings', traveller, {
      data: [next, makeBooking({ id: '11111111-1111-4111-8111-0000000000d2' })],
      savedAt: SAVED_AT,
    });
    openOffline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Chidi!' })).toBeVisible();
    expect(await screen.findByTestId('offline-note')).toHaveTextContent('Offline: as of 09:05 WAT.');
    expect(screen.getByRole('heading', { name: 'Your next service' })).toBeVisible();
    expect(screen.getByText('Total Bookings').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'New Booking' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the traveller is offline when the list was never kept', async () => {
    await saveLastKnown('booking:another', traveller, { data: {}, savedAt: SAVED_AT });
    openOffline();
    expect(await screen.findByTestId('offline-bar')).toBeVisible();
    expect(screen.queryByText('Failed to load bookings')).toBeNull();
  });
});
