/**
 * "Use my credits" on the payment step (issue 27 §3, §5): offered only with a balance, it shows
 * what applies, sends only the wish, and a booking the credits cover is confirmed with no
 * checkout. Without credits the request is the one older clients send.
 */
import type { CreditAccount } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, spyOnPageLoads, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BookingDialogHost } from '../booking-dialog-host';
import { BOOKING_ID, makeBooking, ok, PRICING } from '../test-fixtures';
import { OpenBookingButton } from './booking-dialog.test-support';

vi.setConfig({ testTimeout: 20_000 });

const account = (balanceUsdCents: number): CreditAccount => ({
  balanceUsdCents,
  reservedUsdCents: 0,
  nextExpiry: null,
  expiries: [],
  entries: [],
});

function routes(balance: number) {
  let paid = false;
  return {
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    'GET /api/credits/me': () => json(200, ok(account(balance))),
    [`GET /api/bookings/${BOOKING_ID}`]: () =>
      json(200, ok({ booking: paid ? makeBooking({ status: 'confirmed', paymentStatus: 'paid' }) : makeBooking() })),
    'POST /api/payments/paystack/create': () => {
      paid = true;
      return json(
        200,
        ok({
          reference: 'FT-ABC123',
          accessCode: '',
          authorizationUrl: '',
          publicKey: 'pk_live_0123456789',
          amount: 0,
          currency: 'NGN',
          email: 'ada@example.com',
          creditsAppliedUsdCents: 9000,
          paidWithCredits: true,
        }),
      );
    },
  };
}

async function openPayment() {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  renderWithApp(
    <BookingDialogHost>
      <OpenBookingButton options={{ bookingId: BOOKING_ID }} label="pay booking" />
    </BookingDialogHost>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'pay booking' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

describe('paying with loyalty credits', () => {
  it('offers the credits that apply and, when they cover everything, confirms with no checkout', async () => {
    const pageLoads = spyOnPageLoads();
    const net = stubFetch(routes(12_000));
    const dialog = await openPayment();
    const box = await within(dialog).findByRole('checkbox', { name: /Use my credits/ });
    expect(within(dialog).getByText(/\$90\.00 off this booking: nothing left to pay\./)).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Card/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with my credits' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(net.calls('POST /api/payments/paystack/create')[0]?.body).toEqual({
      bookingId: BOOKING_ID,
      paymentMethod: 'card',
      useCredits: true,
    });
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('offers nothing without credits, and sends no wish', async () => {
    const net = stubFetch(routes(0));
    const dialog = await openPayment();
    await within(dialog).findByRole('radio', { name: /Card/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Use my credits/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Card/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay ₦/ }));
    await vi.waitFor(() => expect(net.calls('POST /api/payments/paystack/create')).toHaveLength(1));
    expect(net.calls('POST /api/payments/paystack/create')[0]?.body).toEqual({
      bookingId: BOOKING_ID,
      paymentMethod: 'card',
    });
  });
});
