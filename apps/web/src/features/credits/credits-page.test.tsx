import type { CreditAccount } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { CreditsCard } from './components/credits-card';
import { CreditsPage } from './credits-page';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const BOOKING = '0b7c1c9e-0000-4000-8000-000000000001';

const ACCOUNT: CreditAccount = {
  balanceUsdCents: 225,
  reservedUsdCents: 0,
  nextExpiry: { amountUsdCents: 225, expiresAt: '2027-11-27T09:00:00.000Z' },
  expiries: [{ amountUsdCents: 225, expiresAt: '2027-11-27T09:00:00.000Z' }],
  entries: [
    {
      id: '0b7c1c9e-0000-4000-8000-000000000003',
      kind: 'release',
      amountUsdCents: 225,
      balanceUsdCents: 225,
      bookingId: BOOKING,
      bookingReference: 'FT-ABC123',
      description: 'Returned: the booking was cancelled',
      createdAt: '2026-11-28T09:00:00.000Z',
      expiresAt: null,
    },
    {
      id: '0b7c1c9e-0000-4000-8000-000000000002',
      kind: 'redeem',
      amountUsdCents: -225,
      balanceUsdCents: 0,
      bookingId: BOOKING,
      bookingReference: 'FT-ABC123',
      description: 'Applied at checkout',
      createdAt: '2026-11-27T10:00:00.000Z',
      expiresAt: null,
    },
  ],
};

describe('credits statement (issue 27 §4)', () => {
  it('lists every entry with its booking, date in WAT, amount and running balance, and the next expiry', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      'GET /api/credits/me': () => json(200, ok(ACCOUNT)),
    });
    renderWithApp(<CreditsPage />, { route: '/credits' });
    expect(await screen.findByTestId('credits-balance')).toHaveTextContent('$2.25');
    expect(screen.getByText(/\$2\.25 expires on Sat 27 Nov 2027, 10:00 WAT/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Sat 28 Nov 2026, 10:00 WATReturned: the booking was cancelledFT-ABC123+$2.25$2.25',
    );
    expect(rows[2]).toHaveTextContent('Applied at checkoutFT-ABC123−$2.25$0.00');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'FT-ABC123' })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING}`,
    );
  });

  it('tells every expiry, the rating bonus earned another day too (issue 37)', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      'GET /api/credits/me': () =>
        json(
          200,
          ok({
            ...ACCOUNT,
            balanceUsdCents: 325,
            expiries: [
              { amountUsdCents: 225, expiresAt: '2027-11-27T09:00:00.000Z' },
              { amountUsdCents: 100, expiresAt: '2027-11-30T15:00:00.000Z' },
            ],
          }),
        ),
    });
    renderWithApp(
      <>
        <CreditsPage />
        <CreditsCard />
      </>,
      { route: '/credits' },
    );
    const line = '$2.25 expires on Sat 27 Nov 2027, 10:00 WAT, $1.00 on Tue 30 Nov 2027, 16:00 WAT.';
    expect(await screen.findAllByText(line, { exact: false })).toHaveLength(2);
  });
});
