/**
 * The traveller's booking page lists the booking's extras and where each stands (issue 41 item 4),
 * and asks nothing for a booking without any.
 */
import type { Booking, ExtraLine, PriceLine, TravellerLive } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BOOKING_ID, makeBooking, ok } from '../../bookings/test-fixtures';
import { BookingPage } from '../booking-page';

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

const SERVICE: PriceLine = {
  kind: 'service',
  label: 'Arrival Service',
  unit: 'per passenger',
  quantity: 2,
  unitPriceUsdCents: 4500,
  amountUsdCents: 9000,
};
const PORTER: PriceLine = {
  kind: 'add_on',
  label: 'Porter',
  unit: 'per block of 3 bags',
  quantity: 1,
  unitPriceUsdCents: 1000,
  amountUsdCents: 1000,
  addOnCode: 'porter',
  fulfilment: 'guaranteed',
  packageName: 'Premium',
};
const BUGGY: PriceLine = {
  ...PORTER,
  label: 'Buggy',
  unit: 'per vehicle of 4 seats',
  unitPriceUsdCents: 2000,
  amountUsdCents: 2000,
  addOnCode: 'buggy',
  fulfilment: 'on_request',
};

/** A line's state as GET /api/bookings/:id/extras answers it. */
function state(lineIndex: number, line: PriceLine, overrides: Partial<ExtraLine> = {}): ExtraLine {
  return {
    lineIndex,
    addOnCode: line.addOnCode ?? '',
    label: line.label,
    unit: line.unit,
    quantity: line.quantity,
    amountUsdCents: line.amountUsdCents,
    fulfilment: line.fulfilment ?? 'guaranteed',
    packageName: line.packageName ?? null,
    confirmation: 'confirmed',
    delivery: 'pending',
    refund: null,
    ...overrides,
  };
}

function openPage(booking: Booking, lines: ExtraLine[] = []) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking })),
    [`GET /api/bookings/${BOOKING_ID}/live`]: () => json(200, ok(live)),
    [`GET /api/bookings/${BOOKING_ID}/chat`]: () => json(200, ok({ open: true, messages: [] })),
    [`GET /api/bookings/${BOOKING_ID}/extras`]: () => json(200, ok({ lines })),
  });
  renderWithApp(
    <Routes>
      <Route path="/bookings/:id" element={<BookingPage />} />
    </Routes>,
    { route: `/bookings/${BOOKING_ID}` },
  );
  return net;
}

const confirmed = { status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null } as const;

describe('the booking page: extras (issue 41 item 4)', () => {
  it('shows each extra with its quantity, unit and state: an on-request buggy waits for confirmation', async () => {
    openPage(makeBooking({ ...confirmed, priceLines: [SERVICE, PORTER, BUGGY] }), [
      state(1, PORTER),
      state(2, BUGGY, { confirmation: 'awaiting' }),
    ]);
    const extras = await screen.findByRole('region', { name: 'Extras' });
    const rows = within(extras).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(await within(rows[1] as HTMLElement).findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(rows.map((r) => r.textContent)).toEqual([
      'Porter (in Premium)1 × per block of 3 bagsIncluded',
      'Buggy (in Premium)1 × per vehicle of 4 seatsWaiting for confirmation',
    ]);
  });

  it('says a declined line is being refunded', async () => {
    openPage(makeBooking({ ...confirmed, priceLines: [SERVICE, BUGGY] }), [
      state(1, BUGGY, { confirmation: 'declined', refund: { status: 'pending', amountNgnKobo: 3_000_000 } }),
    ]);
    const extras = await screen.findByRole('region', { name: 'Extras' });
    expect(await within(extras).findByText('Not available, refund on its way')).toBeInTheDocument();
  });

  it('asks nothing and shows no Extras for a booking without add-on lines', async () => {
    const net = openPage(makeBooking({ ...confirmed, priceLines: [SERVICE] }));
    await screen.findByRole('heading', { level: 1, name: 'Booking FT-7K3M9Q' });
    expect(screen.queryByRole('region', { name: 'Extras' })).not.toBeInTheDocument();
    expect(net.calls(`GET /api/bookings/${BOOKING_ID}/extras`)).toHaveLength(0);
  });
});
