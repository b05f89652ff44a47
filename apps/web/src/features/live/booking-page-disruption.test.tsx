/**
 * The one-tap choice after a cancelled or diverted flight, on the booking page (issue 26 §3):
 * the explanation with the time the refund is made by itself, the two buttons, what a tap sends,
 * and the flight's own new time beside the meeting time.
 */
import type { Booking, TravellerLive } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BOOKING_ID, makeBooking, ok } from '../bookings/test-fixtures';
import { BookingPage } from './booking-page';

vi.setConfig({ testTimeout: 20_000 });

const live: TravellerLive = {
  milestones: [],
  officer: null,
  verifiedOfficerName: null,
  chatOpen: true,
  unreadMessages: 0,
  rating: null,
  canRate: false,
};

function renderPage(booking: Booking) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  let current = booking;
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking: current })),
    [`GET /api/bookings/${BOOKING_ID}/live`]: () => json(200, ok(live)),
    [`GET /api/bookings/${BOOKING_ID}/chat`]: () => json(200, ok({ open: true, messages: [] })),
    [`POST /api/bookings/${BOOKING_ID}/disruption-choice`]: () => {
      current = { ...current, status: 'cancelled', refundStatus: 'pending', disruptionChoice: 'refund' };
      return json(200, {
        success: true,
        message: 'Booking cancelled. Your flight was cancelled or diverted, so a full refund is on its way.',
        data: { booking: current, refund: 'full' },
      });
    },
  });
  renderWithApp(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${BOOKING_ID}` },
  );
  return net;
}

describe('the booking page after a cancelled flight (issue 26 §3)', () => {
  const disrupted = makeBooking({
    status: 'confirmed',
    paymentStatus: 'paid',
    meetingCode: '0427',
    flightStatus: 'cancelled',
    flightDisruption: 'cancelled',
    // 18:45 UTC is 19:45 in Lagos.
    meetingTime: '2026-11-27T18:45:00.000Z',
  });

  it('offers a full refund or keeping the booking in one tap, and says when the refund comes by itself', async () => {
    const net = renderPage(disrupted);
    const choice = await screen.findByTestId('disruption-choice');
    expect(choice).toHaveTextContent(
      'If you have not chosen by Fri 27 Nov 2026, 19:45 WAT, we refund you in full automatically.',
    );
    expect(screen.getByRole('button', { name: 'Keep my booking for my new flight' })).toBeVisible();
    // The released officer's code is not shown for a service that will not happen as booked.
    expect(screen.queryByTestId('meeting-code')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refund me in full now' }));

    expect(
      await screen.findByText(
        'Booking cancelled. Your flight was cancelled or diverted, so a full refund is on its way.',
      ),
    ).toBeVisible();
    expect(net.calls(`POST /api/bookings/${BOOKING_ID}/disruption-choice`).map((r) => r.body)).toEqual([
      { choice: 'refund' },
    ]);
  });

  it("shows the flight's own new landing time beside its status", async () => {
    renderPage(
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        flightStatus: 'delayed',
        flight: { ...disrupted.flight, estimatedArrivalTime: '2026-11-27T20:10:00.000Z' },
      }),
    );
    expect(await screen.findByText(/New estimated landing: Fri 27 Nov, 21:10 WAT/)).toBeVisible();
  });
});
