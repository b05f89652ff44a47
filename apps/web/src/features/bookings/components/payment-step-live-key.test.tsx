/**
 * Payment with a live Paystack key: the popup of @paystack/inline-js, opened with
 * `resumeTransaction(accessCode)`. The popup talks to Paystack's servers, which tests cannot
 * reach, so the library is replaced by a stand-in that plays the customer's part.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, spyOnPageLoads, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import { BookingDialogHost } from '../booking-dialog-host';
import { BOOKING_ID, makeBooking, ok, PRICING } from '../test-fixtures';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

const popup = vi.hoisted(() => ({
  /** What the customer does in the popup. */
  act: 'pay' as 'pay' | 'close',
  accessCodes: [] as string[],
}));

vi.mock('@paystack/inline-js', () => ({
  default: class {
    resumeTransaction(
      accessCode: string,
      callbacks: { onSuccess?(t: { id: number; reference: string; message: string }): void; onCancel?(): void },
    ) {
      popup.accessCodes.push(accessCode);
      queueMicrotask(() =>
        popup.act === 'pay'
          ? callbacks.onSuccess?.({ id: 1, reference: 'LIVE-REF-1', message: 'Approved' })
          : callbacks.onCancel?.(),
      );
    }
  },
}));

function routes() {
  return {
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    [`GET /api/bookings/${BOOKING_ID}`]: () => json(200, ok({ booking: makeBooking() })),
    'POST /api/payments/paystack/create': () =>
      json(
        200,
        ok({
          reference: 'LIVE-REF-1',
          accessCode: 'live_access_code',
          authorizationUrl: 'https://checkout.paystack.com/live_access_code',
          publicKey: 'pk_live_0123456789',
          amount: 135_000,
          amountKobo: 13_500_000,
          currency: 'NGN',
          email: 'ada@example.com',
        }),
      ),
    'POST /api/payments/paystack/verify': () =>
      json(
        200,
        ok({
          reference: 'LIVE-REF-1',
          status: 'paid',
          amount: 135000,
          amountMinor: 13_500_000,
          currency: 'NGN',
          method: 'card',
          transactionId: '1',
        }),
      ),
    [`POST /api/bookings/${BOOKING_ID}/complete-payment`]: () =>
      json(200, ok({ booking: makeBooking({ status: 'confirmed', paymentStatus: 'paid' }) })),
  };
}

async function payWithCard() {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  renderWithApp(
    <BookingDialogHost>
      <OpenBookingButton options={{ bookingId: BOOKING_ID }} label="pay booking" />
    </BookingDialogHost>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'pay booking' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Card/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
  return dialog;
}

describe('payment with a live key (@paystack/inline-js)', () => {
  it('opens the popup with the access code; a successful payment is verified and completes the booking', async () => {
    popup.act = 'pay';
    const pageLoads = spyOnPageLoads();
    const net = stubFetch(routes());
    const dialog = await payWithCard();

    expect(await within(dialog).findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(popup.accessCodes).toContain('live_access_code');
    expect(net.calls('POST /api/payments/paystack/verify')[0]?.body).toEqual({ reference: 'LIVE-REF-1' });
    expect(net.calls(`POST /api/bookings/${BOOKING_ID}/complete-payment`)).toHaveLength(1);
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('closing the popup clears the payment state; the booking stays pending and can be paid later', async () => {
    popup.act = 'close';
    const net = stubFetch(routes());
    const dialog = await payWithCard();

    expect(await within(dialog).findByText('Payment window closed.')).toBeInTheDocument();
    expect(within(dialog).getByText(/you can pay now, or later from My Bookings/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay ₦135,000.00' })).toBeEnabled();
    expect(net.calls('POST /api/payments/paystack/verify')).toHaveLength(0);
  });
});
