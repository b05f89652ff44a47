/**
 * The booking page tells the booking's money story (issue 37) in the rows the receipt prints:
 * what credits paid, what was charged in naira, what went back, and a late cancellation that
 * returned nothing says so.
 */
import type { Booking, TravellerLive } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ABV_NIGHT_LINES, BOOKING_ID, makeBooking, makeMoney, ok } from '../bookings/test-fixtures';
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

async function moneyRows(booking: Booking): Promise<string[]> {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
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
  await screen.findByRole('heading', { level: 1, name: `Booking ${booking.bookingReference}` });
  const list = document.querySelector(`dl[aria-label="Money for ${booking.bookingReference}"]`) as HTMLElement;
  return within(list)
    .getAllByRole('term')
    .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
}

describe('the booking page money story', () => {
  it('shows what credits paid and what was charged in naira', async () => {
    const rows = await moneyRows(
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        holdExpiresAt: null,
        money: makeMoney({ creditsUsdCents: 1000, chargedNgnKobo: 12_000_000 }),
      }),
    );
    expect(rows).toEqual([
      'Total: $90.00 (₦135,000.00)',
      'Exchange rate: ₦1,500 per US$1',
      'Loyalty credits: $10.00',
      'Paid by card or transfer: ₦120,000.00',
    ]);
  });

  it('says a late cancellation returned nothing, credits included', async () => {
    const rows = await moneyRows(
      makeBooking({
        status: 'cancelled',
        paymentStatus: 'paid',
        holdExpiresAt: null,
        money: makeMoney({ creditsUsdCents: 1000, chargedNgnKobo: 12_000_000 }),
      }),
    );
    expect(rows.at(-1)).toBe('Refund: None: cancelled less than 24 hours before the flight');
  });
});

describe('the booking page price lines (issue 41 item 5)', () => {
  it('lists the lines the booking was sold with above its money story', async () => {
    await moneyRows(
      makeBooking({
        status: 'confirmed',
        paymentStatus: 'paid',
        holdExpiresAt: null,
        money: makeMoney({ chargedNgnKobo: 16_500_000 }),
        priceLines: ABV_NIGHT_LINES,
      }),
    );
    const lines = within(screen.getByRole('list', { name: 'Price' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Arrival Service2 × $50.00 per passenger$100.00',
      'Night service (meeting 23:00-05:00 WAT)1 × $10.00 per booking$10.00',
    ]);
  });
});
