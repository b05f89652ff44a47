/**
 * Loyalty credits on My Bookings (issue 37): the cancel dialog says what happens to the credits
 * used before the traveller decides, and a booking that credits alone paid never reads as money
 * paid or refunded.
 */
import { CREDITS_RETURNED_ON_REFUND, creditsKeptOnLateCancel } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BookingDialogHost } from './booking-dialog-host';
import { BookingsPage } from './bookings-page';
import { lagosTime, makeBooking, makeMoney, ok, PRICING } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

function renderBookings(bookings: unknown[]) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    'GET /api/bookings/user': () => json(200, { ...ok(bookings), message: 'Found bookings.' }),
  });
  renderWithApp(
    <BookingDialogHost>
      <BookingsPage />
    </BookingDialogHost>,
    { route: '/bookings' },
  );
}

/** A booking paid with $10 of credits and ₦120,000, its flight landing in `days` days. */
const paidWithCredits = (days: number) =>
  makeBooking({
    status: 'confirmed',
    paymentStatus: 'paid',
    holdExpiresAt: null,
    money: makeMoney({ creditsUsdCents: 1000, chargedNgnKobo: 12_000_000 }),
    flight: { ...makeBooking().flight, arrivalTime: lagosTime(days, '17:45') },
  });

describe('loyalty credits on My Bookings', () => {
  it('says in the cancel dialog that credits used are not returned inside 24 hours', async () => {
    // Landing in 10 hours: late.
    const soon = paidWithCredits(0);
    renderBookings([
      { ...soon, flight: { ...soon.flight, arrivalTime: new Date(Date.now() + 10 * 3_600_000).toISOString() } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(`You used $10.00 of loyalty credits for this booking. ${creditsKeptOnLateCancel()}`),
    );
  });

  it('says in the cancel dialog that credits go back with a full refund', async () => {
    renderBookings([paidWithCredits(5)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking FT-7K3M9Q' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      `You paid for this booking and the flight is at least 24 hours away, so you will get a full refund. You used $10.00 of loyalty credits for this booking. ${CREDITS_RETURNED_ON_REFUND}`,
    );
  });

  it('reads "Paid with credits", then "Credits returned", for a booking credits alone paid', async () => {
    const money = makeMoney({ creditsUsdCents: 9000 });
    renderBookings([
      makeBooking({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null, money }),
      makeBooking({
        id: '6f0c1e2a-3b4c-4d5e-8f60-718293a4b5c6',
        bookingReference: 'FT-2B4D6F',
        status: 'cancelled',
        paymentStatus: 'refunded',
        refundStatus: 'processed',
        holdExpiresAt: null,
        money: { ...money, creditsReturnedUsdCents: 9000 },
      }),
    ]);
    const [paid, returned] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(paid).getByText('Paid with credits')).toBeInTheDocument();
    expect(within(returned).getByText('Credits returned')).toBeInTheDocument();
    expect(within(returned).queryByText('Refunded')).not.toBeInTheDocument();
  });
});
