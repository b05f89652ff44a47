import type { OpsOrganisation } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { nairaToKobo, percentToBps } from './components/terms-form';
import { OpsOrganisationsPage } from './ops-organisations-page';
import { makeOrganisation, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const { role: _role, ...facts } = makeOrganisation({ status: 'applied', approvedAt: null });
const APPLICATION: OpsOrganisation = {
  ...facts,
  terms: { paymentTerms: 'card', creditLimitNgnKobo: 0, paymentDays: 30, commissionBps: 0 },
  memberCount: 1,
  owners: [{ userId: '0b7c1c9e-0000-4000-8000-0000000000c1', name: 'Ada Obi', email: 'ada@example.com' }],
};

describe('commission and limits as the admin types them (issue 39 items 3-4)', () => {
  it('turns a percentage with up to two decimals into basis points', () => {
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps('7.25')).toBe(725);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('50')).toBe(5000);
    expect(percentToBps('50.01')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
  });

  it('turns naira into kobo', () => {
    expect(nairaToKobo('1,500,000')).toBe(150_000_000);
    expect(nairaToKobo('250.5')).toBe(25_050);
    expect(nairaToKobo('abc')).toBeNull();
  });
});

describe('approving an application at /ops/organisations/:id (issue 39 item 5)', () => {
  it('approves on invoice terms: limit in kobo, 30 days by default, commission in basis points', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const api = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'admin' }))),
      [`GET /api/ops/organisations/${ORG_ID}`]: () => json(200, ok(APPLICATION)),
      [`POST /api/ops/organisations/${ORG_ID}/approve`]: () => json(200, ok({ ...APPLICATION, status: 'approved' })),
    });
    renderWithApp(
      <Routes>
        <Route path="/ops/organisations/*" element={<OpsOrganisationsPage />} />
      </Routes>,
      { route: `/ops/organisations/${ORG_ID}` },
    );
    expect(await screen.findByRole('heading', { name: 'Approve with terms' })).toBeInTheDocument();
    expect(screen.getByLabelText('Days until due')).toHaveValue(30);
    await userEvent.type(screen.getByLabelText('Credit limit (naira)'), '1500000');
    await userEvent.clear(screen.getByLabelText('Commission (%)'));
    await userEvent.type(screen.getByLabelText('Commission (%)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await vi.waitFor(() => expect(api.calls(`POST /api/ops/organisations/${ORG_ID}/approve`)).toHaveLength(1));
    expect(api.calls(`POST /api/ops/organisations/${ORG_ID}/approve`)[0]?.body).toEqual({
      paymentTerms: 'invoice',
      creditLimitNgnKobo: 150_000_000,
      paymentDays: 30,
      commissionBps: 1250,
    });
  });

  it('refuses a commission with three decimals before sending', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const api = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'admin' }))),
      [`GET /api/ops/organisations/${ORG_ID}`]: () => json(200, ok(APPLICATION)),
    });
    renderWithApp(
      <Routes>
        <Route path="/ops/organisations/*" element={<OpsOrganisationsPage />} />
      </Routes>,
      { route: `/ops/organisations/${ORG_ID}` },
    );
    await userEvent.type(await screen.findByLabelText('Credit limit (naira)'), '1000');
    await userEvent.clear(screen.getByLabelText('Commission (%)'));
    await userEvent.type(screen.getByLabelText('Commission (%)'), '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Enter a percentage from 0 to 50, with at most two decimals')).toBeInTheDocument();
    expect(api.calls(`POST /api/ops/organisations/${ORG_ID}/approve`)).toHaveLength(0);
  });
});

describe('recording a commission payout (issue 39 item 4)', () => {
  it('sends the reference, the amount in kobo and the Lagos date, and shows what is still unpaid', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const approved: OpsOrganisation = {
      ...APPLICATION,
      status: 'approved',
      terms: { paymentTerms: 'invoice', creditLimitNgnKobo: 150_000_000, paymentDays: 30, commissionBps: 750 },
    };
    const api = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'admin' }))),
      [`GET /api/ops/organisations/${ORG_ID}`]: () => json(200, ok(approved)),
      [`POST /api/ops/organisations/${ORG_ID}/payouts`]: () =>
        json(200, ok({ entryId: '0b7c1c9e-0000-4000-8000-0000000000d1', unpaidNgnKobo: 250_000 })),
    });
    renderWithApp(
      <Routes>
        <Route path="/ops/organisations/*" element={<OpsOrganisationsPage />} />
      </Routes>,
      { route: `/ops/organisations/${ORG_ID}` },
    );
    expect(
      await screen.findByText(/Monthly invoice, limit ₦1,500,000\.00, due in 30 days, commission 7\.5 %/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reference'), 'TRF-2026-11-001');
    await userEvent.type(screen.getByLabelText('Amount (naira)'), '12,500.50');
    await userEvent.clear(screen.getByLabelText('Paid on'));
    await userEvent.type(screen.getByLabelText('Paid on'), '2026-11-27');
    await userEvent.click(screen.getByRole('button', { name: 'Record payout' }));

    expect(await screen.findByText('Payout recorded. Commission still unpaid: ₦2,500.00.')).toBeInTheDocument();
    expect(api.calls(`POST /api/ops/organisations/${ORG_ID}/payouts`)[0]?.body).toEqual({
      reference: 'TRF-2026-11-001',
      amountNgnKobo: 1_250_050,
      paidOn: '2026-11-27',
    });
  });
});
