/**
 * /payments (issue 19 §3, issue 37): each booking with its money story and its attempts; only
 * charges read as charges, an attempt left open beside the paid one reads "Not used", and a
 * booking paid with credits alone is listed with its credits.
 */
import type { PaymentHistoryEntry } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BOOKING_ID, makeMoney, makePayment, ok } from '../bookings/test-fixtures';
import { PaymentsPage } from './payments-page';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

const CREDITS_BOOKING = '7c6d5e4f-4a3b-4c2d-8e0f-9a8b7c6d5e4f';

function entry(overrides: Partial<PaymentHistoryEntry> = {}): PaymentHistoryEntry {
  return {
    bookingId: BOOKING_ID,
    bookingReference: 'FT-7K3M9Q',
    serviceType: 'arrival',
    flightNumber: 'BA75',
    airlineName: 'British Airways',
    bookingStatus: 'confirmed',
    paymentStatus: 'paid',
    exchangeRate: 1500,
    money: makeMoney({ chargedNgnKobo: 13_500_000 }),
    attempts: [],
    ...overrides,
  };
}

function renderPayments(history: PaymentHistoryEntry[]) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/payments/history': () => json(200, ok(history)),
    [`GET /api/bookings/${BOOKING_ID}/receipt.pdf`]: () =>
      new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
  });
  renderWithApp(<PaymentsPage />);
  return net;
}

/** The money story of a booking's card, as label: value lines. */
function story(group: HTMLElement, reference: string): string[] {
  const list = group.querySelector(`dl[aria-label="Money for ${reference}"]`) as HTMLElement;
  return within(list)
    .getAllByRole('term')
    .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
}

describe('payments page', () => {
  it("shows 'No Payment History' and the secure-payments note when there are none", async () => {
    const net = renderPayments([]);
    expect(await screen.findByRole('heading', { name: 'No Payment History' })).toBeInTheDocument();
    expect(screen.getByText(/processed securely by Paystack/)).toBeInTheDocument();
    expect(net.calls('GET /api/payments/history')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('tells each booking its money story; an attempt left open beside the paid one was not used', async () => {
    renderPayments([
      entry({
        bookingId: CREDITS_BOOKING,
        bookingReference: 'FT-2B4D6F',
        serviceType: 'departure',
        flightNumber: 'AT553',
        airlineName: 'Royal Air Maroc',
        money: makeMoney({ totalUsdCents: 4500, totalNgnKobo: 6_750_000, creditsUsdCents: 4500 }),
      }),
      entry({
        money: makeMoney({ creditsUsdCents: 1000, chargedNgnKobo: 12_000_000 }),
        attempts: [
          makePayment({ amount: 120_000, amountMinor: 12_000_000, paidAt: '2026-11-21T10:01:00.000Z' }),
          makePayment({
            id: '1a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            reference: 'FT-7K3M9Q-1763710000000',
            status: 'initialized',
            method: 'bank',
            paidAt: null,
            createdAt: '2026-11-21T09:50:00.000Z',
          }),
          makePayment({
            id: '2a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            reference: 'FT-7K3M9Q-1763700000000',
            status: 'failed',
            failureReason: 'Insufficient Funds',
            paidAt: null,
            createdAt: '2026-11-21T09:00:00.000Z',
          }),
        ],
      }),
    ]);
    const groups = within(await screen.findByRole('list', { name: 'Payments by booking' })).getAllByRole('region');
    const [byCredits, mixed] = groups as [HTMLElement, HTMLElement];
    expect(within(byCredits).getByText('Royal Air Maroc AT553 · Departure Service')).toBeInTheDocument();

    expect(story(byCredits, 'FT-2B4D6F')).toEqual([
      'Total: $45.00 (₦67,500.00)',
      'Exchange rate: ₦1,500 per US$1',
      'Loyalty credits: $45.00',
    ]);
    expect(within(byCredits).getByText(/loyalty credits paid for this booking/)).toBeInTheDocument();
    expect(story(mixed, 'FT-7K3M9Q')).toEqual([
      'Total: $90.00 (₦135,000.00)',
      'Exchange rate: ₦1,500 per US$1',
      'Loyalty credits: $10.00',
      'Paid by card or transfer: ₦120,000.00',
    ]);
    const rows = within(within(mixed).getByRole('list', { name: 'Payment attempts for FT-7K3M9Q' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Status:Paid.*Charged.*21 Nov 2026, 11:01 WAT.*₦120,000\.00$/),
      expect.stringMatching(/^Status:Not used.*Not charged\. Checkout opened and not used.*Bank Transfer.*Attempted/),
      expect.stringMatching(/^Status:Failed.*Not charged\. Reason: Insufficient Funds.*Attempted ₦135,000\.00$/),
    ]);
    expect(screen.queryByText('Awaiting payment')).not.toBeInTheDocument();
    expect(screen.queryByText(/Initialized/)).not.toBeInTheDocument();
    expect(within(mixed).getByRole('button', { name: /Download receipt/ })).toBeInTheDocument();
    expect(within(byCredits).getByRole('button', { name: /Download receipt/ })).toBeInTheDocument();
  });

  it('keeps an open attempt of a booking still waiting for its money as awaiting payment', async () => {
    renderPayments([
      entry({
        bookingStatus: 'pending',
        paymentStatus: 'pending',
        money: makeMoney(),
        attempts: [makePayment({ status: 'initialized', paidAt: null })],
      }),
    ]);
    const group = (await screen.findAllByRole('region'))[0] as HTMLElement;
    expect(within(group).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(group).getByText('Not charged yet')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /Download receipt/ })).not.toBeInTheDocument();
  });

  it('downloads the receipt of a paid booking with the session token', async () => {
    const net = renderPayments([entry({ attempts: [makePayment()] })]);
    const button = await screen.findByRole('button', { name: /Download receipt/ });
    button.click();
    await vi.waitFor(() => expect(net.calls(`GET /api/bookings/${BOOKING_ID}/receipt.pdf`)).toHaveLength(1));
    expect(net.calls(`GET /api/bookings/${BOOKING_ID}/receipt.pdf`)[0]?.headers.get('authorization')).toBe(
      'Bearer tok-1',
    );
    expect(await screen.findByRole('button', { name: /Download receipt/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
