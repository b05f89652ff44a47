import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { makePayment, ok } from '../bookings/test-fixtures';
import { PaymentsPage } from './payments-page';

// Screens and the dialog load their code on first use, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
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

  it('lists each payment with its reference, date, amounts in NGN and USD, method and status', async () => {
    renderPayments([
      makePayment(),
      makePayment({
        id: '1a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        reference: 'FT-7K3M9Q-1763710000000',
        status: 'failed',
        method: 'bank',
        failureReason: 'Declined',
        paidAt: null,
      }),
    ]);
    const items = await screen.findAllByRole('listitem');
    const [paid, failed] = items;
    if (!paid || !failed) throw new Error('two payments expected');
    expect(within(paid).getByText('FT-7K3M9Q-1763720000000')).toBeInTheDocument();
    expect(within(paid).getByText('₦135,000.00')).toBeInTheDocument();
    expect(within(paid).getByText('$90.00')).toBeInTheDocument();
    expect(within(paid).getByText(/21 Nov 2026, 11:01 · Card/)).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(failed).getByText(/Bank Transfer/)).toBeInTheDocument();
    expect(within(failed).getByText('Declined')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toHaveClass('bg-red-100');
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
