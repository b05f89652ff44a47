/**
 * "Use my credits" on the payment step (issue 27 §3, §5; issue 37): offered only with a balance,
 * it shows what applies and the credits line in the summary, sends only the wish, and a booking
 * the credits cover is confirmed with no payment method and no checkout, and says the credits
 * paid for it. Without credits the request is the one older clients send.
 */
import type { CreditAccount } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, spyOnPageLoads, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import { BookingDialogHost } from '../booking-dialog-host';
import { BOOKING_ID, makeBooking, makeMoney, ok, PRICING } from '../test-fixtures';

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
  // What the server applies: the credits up to the $90 total.
  const credits = Math.min(balance, 9000);
  return {
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    'GET /api/credits/me': () => json(200, ok(account(balance))),
    [`GET /api/bookings/${BOOKING_ID}`]: () =>
      json(
        200,
        ok({
          booking: paid
            ? makeBooking({
                status: 'confirmed',
                paymentStatus: 'paid',
                money: makeMoney({ creditsUsdCents: credits }),
              })
            : makeBooking(),
        }),
      ),
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
          amountKobo: 0,
          currency: 'NGN',
          email: 'ada@example.com',
          creditsAppliedUsdCents: credits,
          paidWithCredits: true,
        }),
      );
    },
  };
}

/** The summary's credits lines, as the traveller reads them. */
const creditsLines = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Booking summary' }))
    .queryAllByRole('definition')
    .map((d) => `${d.previousElementSibling?.textContent}: ${d.textContent}`)
    .filter((line) => /credits|To pay/.test(line));

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
  it('confirms a booking the credits cover with no payment method and no checkout, and says the credits paid', async () => {
    const pageLoads = spyOnPageLoads();
    const net = stubFetch(routes(12_000));
    const dialog = await openPayment();
    const box = await within(dialog).findByRole('checkbox', { name: /Use my credits/ });
    expect(within(dialog).getByText(/\$90\.00 off this booking: nothing left to pay\./)).toBeInTheDocument();
    expect(creditsLines(dialog)).toEqual([]);
    await userEvent.click(box);
    // The summary shows the credits line and that nothing is left; there is no method to choose.
    expect(creditsLines(dialog)).toEqual(['Loyalty credits: −$90.00', 'To pay by card or transfer: ₦0.00']);
    expect(within(dialog).queryByRole('radio', { name: /Card/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay with my credits' }));
    expect(await within(dialog).findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a payment method')).toBeNull();
    expect(net.calls('POST /api/payments/paystack/create')[0]?.body).toEqual({
      bookingId: BOOKING_ID,
      useCredits: true,
    });
    // What really happened: credits paid, no payment was received.
    expect(
      within(dialog).getByText(/Your loyalty credits paid for it and your booking is confirmed\./),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Paid with your loyalty credits: \$90\.00; nothing was charged to a card or account\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Your payment was received/)).toBeNull();
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('shows the credits line and the naira left, and still asks for a method for that rest', async () => {
    const net = stubFetch(routes(4_000));
    const dialog = await openPayment();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Use my credits/ }));
    expect(creditsLines(dialog)).toEqual(['Loyalty credits: −$40.00', 'To pay by card or transfer: ₦75,000.00']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₦75,000.00' }));
    expect(await within(dialog).findByText('Please select a payment method')).toBeInTheDocument();
    expect(net.calls('POST /api/payments/paystack/create')).toHaveLength(0);
    // Unticked, the line goes and the whole total is due again.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Use my credits/ }));
    expect(creditsLines(dialog)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Pay ₦135,000.00' })).toBeInTheDocument();
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
