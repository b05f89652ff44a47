import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { StaffPage } from './staff-page';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const DISPATCHER = {
  id: '3c4d5e6f-0000-4000-8000-000000000001',
  email: 'dispatcher@fasttrack.test',
  firstName: 'Dayo',
  lastName: 'Adewale',
  phone: '+2348012345670',
  role: 'dispatcher',
  active: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  airportIata: null,
};
/** The served airports the officer form offers (issue 41 item 1). */
const AIRPORTS = [
  ['ABV', 'Abuja'],
  ['LOS', 'Lagos'],
].map(([iata, city]) => ({
  iata,
  icao: 'DNXX',
  name: `${city} Airport`,
  city,
  country: 'NG',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  openForSale: true,
  terminals: [{ name: 'International', international: true, domestic: false, position: 0 }],
}));

function renderStaff(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'admin' }))),
    'GET /api/ops/staff': () => json(200, ok([DISPATCHER])),
    'GET /api/ops/airports': () => json(200, ok(AIRPORTS)),
    'GET /api/ops/credits': () =>
      json(
        200,
        ok({ settings: { earnPercent: 5, ratingBonusUsdCents: 100, expiryMonths: 12 }, outstandingUsdCents: 123_450 }),
      ),
    ...routes,
  });
  renderWithApp(<StaffPage />, { route: '/ops/staff' });
  return net;
}

describe('staff accounts (issue 15 §2)', () => {
  it('creates an officer account and shows its one-time password once', async () => {
    const net = renderStaff({
      'POST /api/ops/staff': () =>
        json(
          201,
          ok({
            account: { ...DISPATCHER, id: '3c4d5e6f-0000-4000-8000-000000000002', email: 'new@fasttrack.test' },
            oneTimePassword: 'Kx7-pQ2-vN9',
          }),
        ),
    });
    await screen.findByText(/dispatcher@fasttrack\.test ·/);
    const form = screen.getByRole('form', { name: 'Create a staff account' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findAllByRole('alert')).not.toHaveLength(0);
    expect(net.calls('POST /api/ops/staff')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'officer');
    await userEvent.type(within(form).getByLabelText('Email'), 'new@fasttrack.test');
    await userEvent.type(within(form).getByLabelText('Phone'), '+2348012345671');
    await userEvent.type(within(form).getByLabelText('First name'), 'Ife');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Ojo');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('Choose the airport the officer works at.')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Airport' }), 'Abuja (ABV)');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Kx7-pQ2-vN9')).toBeInTheDocument();
    expect(net.calls('POST /api/ops/staff')[0]?.body).toEqual({
      role: 'officer',
      email: 'new@fasttrack.test',
      firstName: 'Ife',
      lastName: 'Ojo',
      phone: '+2348012345671',
      airportIata: 'ABV',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Kx7-pQ2-vN9')).not.toBeInTheDocument();
  });

  it('deactivates an account only after confirmation', async () => {
    const net = renderStaff({
      [`POST /api/ops/staff/${DISPATCHER.id}/deactivate`]: () => json(200, ok({ ...DISPATCHER, active: false })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate dispatcher@fasttrack.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate dispatcher@fasttrack.test?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the account' }));
    expect(net.calls(`POST /api/ops/staff/${DISPATCHER.id}/deactivate`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate dispatcher@fasttrack.test' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate dispatcher@fasttrack.test?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(net.calls(`POST /api/ops/staff/${DISPATCHER.id}/deactivate`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers no Deactivate on the admin's own account, and says who can (issue 26 §6)", async () => {
    const me = makeUser({ role: 'admin' });
    renderStaff({
      'GET /api/auth/me': () => json(200, ok(me)),
      'GET /api/ops/staff': () =>
        json(200, ok([DISPATCHER, { ...DISPATCHER, id: me.id, email: me.email, role: 'admin' }])),
    });
    expect(await screen.findByText('You cannot deactivate your own account; another admin can.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate dispatcher@fasttrack.test' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: `Deactivate ${me.email}` })).not.toBeInTheDocument();
  });

  it('shows the outstanding total and adjusts one account in cents with a reason', async () => {
    const net = renderStaff({
      'POST /api/ops/credits/adjustments': () => json(200, ok({ balanceUsdCents: 1050 })),
    });
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Traveller's email"), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Amount \(USD/), '10.50');
    await userEvent.type(screen.getByLabelText('Reason'), 'Officer arrived late');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust credits' }));
    await waitFor(() =>
      expect(net.calls('POST /api/ops/credits/adjustments')[0]?.body).toEqual({
        email: 'ada@example.com',
        amountUsdCents: 1050,
        reason: 'Officer arrived late',
      }),
    );
    expect(await screen.findByText(/the balance is now \$10\.50/)).toBeInTheDocument();
  });
});

describe('the staff list (issue 37, Staff pages)', () => {
  const account = (n: number, role: string, firstName: string, lastName: string, phone: string) => ({
    ...DISPATCHER,
    id: `3c4d5e6f-0000-4000-8000-00000000001${n}`,
    email: `${firstName.toLowerCase()}@fasttrack.test`,
    role,
    firstName,
    lastName,
    phone,
  });
  // In the order the API gives: by role (admin, dispatcher, officer), then by name.
  const accounts = [
    account(1, 'admin', 'Chike', 'Obi', '+2348011111111'),
    account(2, 'dispatcher', 'Dayo', 'Adewale', '+2348012345670'),
    { ...account(3, 'officer', 'Bola', 'Abara', '+447911123456'), airportIata: 'ABV' },
    { ...account(4, 'officer', 'Tunde', 'Bakare', '+2348030000001'), airportIata: 'LOS' },
  ];

  it('keeps the API’s order, shows phones as people read them, and narrows the list as one types', async () => {
    renderStaff({ 'GET /api/ops/staff': () => json(200, ok(accounts)) });
    const list = await screen.findByRole('list', { name: 'Staff accounts' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Staff accounts' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(names()).toEqual([
      'Chike Obi · Admin',
      'Dayo Adewale · Dispatcher',
      'Bola Abara · Officer at ABV',
      'Tunde Bakare · Officer at LOS',
    ]);
    expect(within(list).getByRole('link', { name: '0803 000 0001' })).toHaveAttribute('href', 'tel:+2348030000001');
    expect(within(list).getByRole('link', { name: '+44 7911 123456' })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search by name, e-mail, role or phone' });
    await userEvent.type(search, 'officer');
    expect(names()).toEqual(['Bola Abara · Officer at ABV', 'Tunde Bakare · Officer at LOS']);
    expect(screen.getByText('2 of 4 accounts match.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '0803 000');
    expect(names()).toEqual(['Tunde Bakare · Officer at LOS']);
    await userEvent.clear(search);
    await userEvent.type(search, 'chike obi');
    expect(names()).toEqual(['Chike Obi · Admin']);
    await userEvent.type(search, 'x');
    expect(screen.getByText('No account matches.')).toBeInTheDocument();
  });
});
