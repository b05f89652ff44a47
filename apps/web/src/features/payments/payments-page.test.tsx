import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { makePayment, ok } from '../bookings/test-fixtures';
import { PaymentsPage } from './payments-page';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

function renderPayments(payments: unknown[]) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/payments/user': () => json(200, ok(payments)),
  });
  renderWithApp(<PaymentsPage />);
  return net;
}

describe('payments page', () => {
  it("shows 'No Payment History' and the secure-payments note when there are none", async () => {
    const net = renderPayments([]);
    expect(await screen.findByRole('heading', { name: 'No Payment History' })).toBeInTheDocument();
    expect(screen.getByText(/processed securely by Paystack/)).toBeInTheDocument();
    expect(net.calls('GET /api/payments/user')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('groups attempts under their booking, the paid one first, and marks the others not charged', async () => {
    const other = '7c6d5e4f-4a3b-4c2d-8e0f-9a8b7c6d5e4f';
    renderPayments([
      // Newest first, as the API lists them.
      makePayment({
        id: '3a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        reference: 'FT-2B4D6F-1763790000000',
        bookingId: other,
        bookingReference: 'FT-2B4D6F',
        serviceType: 'departure',
        flightNumber: 'AT553',
        airlineName: 'Royal Air Maroc',
        status: 'initialized',
        paidAt: null,
        createdAt: '2026-11-22T09:00:00.000Z',
      }),
      makePayment({ paidAt: '2026-11-21T10:01:00.000Z', createdAt: '2026-11-21T10:00:00.000Z' }),
      makePayment({
        id: '1a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        reference: 'FT-7K3M9Q-1763710000000',
        status: 'failed',
        failureReason: 'Insufficient Funds',
        paidAt: null,
        createdAt: '2026-11-21T09:50:00.000Z',
      }),
      makePayment({
        id: '2a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        reference: 'FT-7K3M9Q-1763700000000',
        status: 'abandoned',
        method: 'bank',
        paidAt: null,
        createdAt: '2026-11-21T09:00:00.000Z',
      }),
    ]);
    const groups = within(await screen.findByRole('list', { name: 'Payments by booking' })).getAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Booking FT-2B4D6F',
      'Booking FT-7K3M9Q',
    ]);
    const [open, paidGroup] = groups as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Royal Air Maroc AT553 · Departure Service')).toBeInTheDocument();
    expect(within(paidGroup).getByText('British Airways BA75 · Arrival Service')).toBeInTheDocument();

    const rows = within(within(paidGroup).getByRole('list', { name: 'Payment attempts for FT-7K3M9Q' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Status:Paid.*Charged.*21 Nov 2026, 11:01 WAT.*₦135,000\.00\$90\.00$/),
      expect.stringMatching(/^Status:Failed.*Not charged\. Reason: Insufficient Funds.*Attempted ₦135,000\.00$/),
      expect.stringMatching(/^Status:Abandoned.*Not charged\. Left unpaid for 30 minutes.*Bank Transfer.*Attempted/),
    ]);
    // Only the charge shows its amount as one; no row calls itself "Initialized".
    expect(within(paidGroup).getAllByText('₦135,000.00')).toHaveLength(1);
    expect(within(open).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(open).getByText('Not charged yet')).toBeInTheDocument();
    expect(screen.queryByText(/Initialized/)).not.toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: /Download receipt/ })).not.toBeInTheDocument();
    expect(within(paidGroup).getByRole('button', { name: /Download receipt/ })).toBeInTheDocument();
  });

  it('downloads the receipt of a paid payment with the session token', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      'GET /api/payments/user': () =>
        json(200, ok([makePayment(), makePayment({ id: '2b8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', status: 'failed' })])),
      [`GET /api/bookings/${makePayment().bookingId}/receipt.pdf`]: () =>
        new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    renderWithApp(<PaymentsPage />);
    const buttons = await screen.findAllByRole('button', { name: /Download receipt/ });
    // Only the paid payment has a receipt.
    expect(buttons).toHaveLength(1);
    buttons[0]?.click();
    await vi.waitFor(() =>
      expect(net.calls(`GET /api/bookings/${makePayment().bookingId}/receipt.pdf`)).toHaveLength(1),
    );
    expect(net.calls(`GET /api/bookings/${makePayment().bookingId}/receipt.pdf`)[0]?.headers.get('authorization')).toBe(
      'Bearer tok-1',
    );
    expect(await screen.findByRole('button', { name: /Download receipt/ })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
