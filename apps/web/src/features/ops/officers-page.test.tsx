import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OfficersPage } from './officers-page';
import { weekStart } from './shift-times';
import { OFFICER_1 } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const OFFICER = {
  ...OFFICER_1,
  email: 'officer1@fasttrack.test',
  languages: ['English', 'Yoruba'],
  terminals: ['International'],
  active: true,
  photoUrl: null,
};

function renderOfficers(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
    'GET /api/ops/officers': () => json(200, ok([OFFICER])),
    ...routes,
  });
  renderWithApp(<OfficersPage />, { route: '/ops/officers' });
  return net;
}

describe('officers (issue 15 §3)', () => {
  it('lists an officer with badge, languages and terminals, and edits the details', async () => {
    const net = renderOfficers({
      [`PATCH /api/ops/officers/${OFFICER.id}`]: () => json(200, ok({ ...OFFICER, active: false })),
    });
    const card = await screen.findByRole('article', { name: 'Tunde Bakare' });
    expect(within(card).getByText(/Badge FAAN-P-0101/)).toBeInTheDocument();
    expect(within(card).getByText(/Languages: English, Yoruba · Terminals: International/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Tunde Bakare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tunde Bakare' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Domestic' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Active (can be assigned)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(net.calls(`PATCH /api/ops/officers/${OFFICER.id}`)).toHaveLength(1));
    expect(net.calls(`PATCH /api/ops/officers/${OFFICER.id}`)[0]?.body).toMatchObject({
      terminals: ['International', 'Domestic'],
      languages: ['English', 'Yoruba'],
      active: false,
    });
  });

  it('adds an officer and shows the one-time password once', async () => {
    const net = renderOfficers({
      'POST /api/ops/officers': () =>
        json(201, ok({ officer: { ...OFFICER, email: 'ngozi@fasttrack.test' }, oneTimePassword: 'Zq4-Wm8-Rt2' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add officer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an officer' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ngozi@fasttrack.test');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Ngozi');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Eze');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+2348030000002');
    await userEvent.type(within(dialog).getByLabelText('Badge or permit number'), 'FAAN-P-0102');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add officer' }));

    expect(await screen.findByText('Zq4-Wm8-Rt2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.calls('POST /api/ops/officers')[0]?.body).toEqual({
      email: 'ngozi@fasttrack.test',
      firstName: 'Ngozi',
      lastName: 'Eze',
      phone: '+2348030000002',
      badgeNumber: 'FAAN-P-0102',
      languages: ['English'],
      terminals: ['International'],
    });
  });

  it("shows the week's shifts in WAT and adds one entered in WAT", async () => {
    const net = renderOfficers({
      'GET /api/ops/shifts': (request) => {
        const monday = new URLSearchParams(request.search).get('from') ?? '';
        return json(
          200,
          ok([
            {
              id: '2a2b3c4d-0000-4000-8000-000000000001',
              officerId: OFFICER.id,
              startsAt: `${monday}T04:00:00.000Z`,
              endsAt: `${monday}T22:00:00.000Z`,
            },
          ]),
        );
      },
      'POST /api/ops/shifts': () => json(201, ok({})),
    });
    const card = await screen.findByRole('article', { name: 'Tunde Bakare' });
    await userEvent.click(within(card).getByRole('button', { name: 'Shifts of Tunde Bakare' }));
    const week = await within(card).findByRole('region', { name: 'Shifts of Tunde Bakare' });
    expect(await within(week).findByText('05:00 WAT to 23:00 WAT')).toBeInTheDocument();
    const monday = weekStart(new URLSearchParams(net.calls('GET /api/ops/shifts')[0]?.search).get('from') ?? '');
    expect(net.calls('GET /api/ops/shifts')[0]?.search).toContain(`officerId=${OFFICER.id}`);

    const [, tuesday] = within(week).getAllByRole('button', { name: /^Add shift on / });
    await userEvent.click(tuesday as HTMLElement);
    await userEvent.clear(within(week).getByLabelText('Start (WAT)'));
    await userEvent.type(within(week).getByLabelText('Start (WAT)'), '06:30');
    await userEvent.clear(within(week).getByLabelText('End (WAT)'));
    await userEvent.type(within(week).getByLabelText('End (WAT)'), '14:00');
    await userEvent.click(within(week).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(net.calls('POST /api/ops/shifts')).toHaveLength(1));
    const [y, m, d] = monday.split('-').map(Number);
    const tue = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
    expect(net.calls('POST /api/ops/shifts')[0]?.body).toEqual({
      officerId: OFFICER.id,
      startsAt: `${tue}T06:30:00+01:00`,
      endsAt: `${tue}T14:00:00+01:00`,
    });
  });
});
