import type { TravellerLive } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BOOKING_ID, makeBooking, ok } from '../bookings/test-fixtures';
import { BookingPage } from './booking-page';

vi.setConfig({ testTimeout: 20_000 });

const noService: TravellerLive = {
  milestones: [],
  officer: null,
  verifiedOfficerName: null,
  chatOpen: true,
  unreadMessages: 0,
  rating: null,
  canRate: false,
};

function renderBooking(live: TravellerLive, status: 'confirmed' | 'cancelled' = 'confirmed') {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const booking = makeBooking({
    status,
    paymentStatus: 'paid',
    meetingCode: '0427',
    specialRequests: 'Wheelchair at the aircraft door, and help with two large suitcases and a pram',
  });
  stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking })),
    [`GET /api/bookings/${BOOKING_ID}/live`]: () => json(200, ok(live)),
    [`GET /api/bookings/${BOOKING_ID}/chat`]: () => json(200, ok({ open: true, messages: [] })),
  });
  renderWithApp(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${BOOKING_ID}` },
  );
  return booking;
}

describe('the booking page (issue 17 §1)', () => {
  it('shows the meeting code, special requirements in full and when the officer will be shown', async () => {
    const booking = renderBooking(noService);
    expect(await screen.findByRole('heading', { level: 1, name: `Booking ${booking.bookingReference}` })).toBeVisible();
    expect(screen.getByTestId('meeting-code')).toHaveTextContent('0427');
    expect(
      screen.getByText('Wheelchair at the aircraft door, and help with two large suitcases and a pram'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your officer will be shown 30 minutes before your meeting time'),
    ).toBeInTheDocument();
    expect(screen.getByText(/WAT$/, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Receipt/i })).toBeInTheDocument();
    expect(screen.queryByText(/^Verified:/)).not.toBeInTheDocument();
  });

  it('shows the officer card and "Verified" once the code matched', async () => {
    renderBooking({
      ...noService,
      milestones: [
        { milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' },
        { milestone: 'met', at: '2026-11-24T13:05:00.000Z' },
      ],
      officer: { name: 'Tunde Bello', badgeNumber: 'LOS-PO-001', languages: ['English', 'Yoruba'], photoUrl: null },
      verifiedOfficerName: 'Tunde Bello',
    });
    expect(await screen.findByText('Verified: you are with Officer Tunde Bello')).toBeInTheDocument();
    const card = screen.getByTestId('officer-card');
    expect(within(card).getByText('Officer Tunde Bello')).toBeInTheDocument();
    expect(within(card).getByText('Badge LOS-PO-001')).toBeInTheDocument();
    expect(within(card).getByText('Speaks English, Yoruba')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Service progress' });
    expect(within(progress).getByText('14:05 WAT')).toBeInTheDocument();
  });

  it('offers no cancel once the officer has checked in, and says whom to call (issue 26 §2)', async () => {
    renderBooking({ ...noService, milestones: [{ milestone: 'checked_in', at: '2026-11-24T13:00:00.000Z' }] });
    expect(
      await screen.findByText(
        'Your officer has checked in, so this service can no longer be cancelled in the app. To stop it, call us on +234 800 327 8725, or tell your officer in the chat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('never says "Verified" or "will be shown" on a cancelled booking (issue 26 §2)', async () => {
    renderBooking({ ...noService, verifiedOfficerName: 'Tunde Bello' }, 'cancelled');
    expect(await screen.findByText('This booking is cancelled: no officer will meet you.')).toBeInTheDocument();
    expect(screen.queryByText(/^Verified:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/will be shown 30 minutes/)).not.toBeInTheDocument();
  });
});
