import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OfficersPage } from './officers-page';
import { weekStart } from './shift-times';
import { OFFICER_1, OFFICER_2 } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const OFFICER = {
  ...OFFICER_1,
  email: 'officer1@fasttrack.test',
  languages: ['English', 'Yoruba'],
  airportIata: 'LOS',
  airportTimeZone: 'Africa/Lagos',
  terminals: ['International'],
  active: true,
  photoUrl: null,
};
const terminal = (name: string, position: number, domestic = position > 0) => ({
  name,
  international: !domestic,
  domestic,
  position,
});
const airport = (iata: string, city: string, terminals: string[], openForSale = true) => ({
  iata,
  icao: `DN${iata.slice(0, 2)}`,
  name: `${city} Airport`,
  city,
  country: 'NG',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  openForSale,
  terminals: terminals.map((name, i) => terminal(name, i)),
});
/** The served airports, in IATA order: PHC is closed for sale. */
const AIRPORTS = [
  airport('ABV', 'Abuja', ['International', 'Domestic']),
  airport('LOS', 'Lagos', ['International', 'Domestic', 'MMA2']),
  airport('PHC', 'Port Harcourt', ['International', 'Domestic'], false),
];

function renderOfficers(routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
    'GET /api/ops/officers': () => json(200, ok([OFFICER])),
    'GET /api/ops/airports': () => json(200, ok(AIRPORTS)),
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
      airportIata: 'LOS',
      terminals: ['International', 'Domestic'],
      languages: ['English', 'Yoruba'],
      active: false,
    });
  });

  it("shows each officer's airport and lists one airport's officers", async () => {
    const abuja = {
      ...OFFICER_2,
      ...OFFICER,
      id: OFFICER_2.id,
      firstName: 'Musa',
      lastName: 'Danjuma',
      airportIata: 'ABV',
    };
    renderOfficers({ 'GET /api/ops/officers': () => json(200, ok([OFFICER, abuja])) });
    const card = await screen.findByRole('article', { name: 'Tunde Bakare' });
    expect(within(card).getByText(/Airport: Lagos \(LOS\)/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Airport'), 'Abuja (ABV)');
    expect(screen.getByRole('article', { name: 'Musa Danjuma' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Tunde Bakare' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Airport'), 'Port Harcourt (PHC), closed for sale');
    expect(screen.getByText('No officer at this airport yet.')).toBeInTheDocument();
  });

  it('offers the terminals of the airport chosen for an officer, and moves them with it', async () => {
    const net = renderOfficers({
      [`PATCH /api/ops/officers/${OFFICER.id}`]: () => json(200, ok(OFFICER)),
    });
    const card = await screen.findByRole('article', { name: 'Tunde Bakare' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Tunde Bakare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tunde Bakare' });
    expect(await within(dialog).findByRole('checkbox', { name: 'MMA2' })).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Airport'), 'Abuja (ABV)');
    expect(within(dialog).queryByRole('checkbox', { name: 'MMA2' })).not.toBeInTheDocument();
    // International is a terminal at Abuja too: it stays chosen.
    expect(within(dialog).getByRole('checkbox', { name: 'International' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(net.calls(`PATCH /api/ops/officers/${OFFICER.id}`)).toHaveLength(1));
    expect(net.calls(`PATCH /api/ops/officers/${OFFICER.id}`)[0]?.body).toMatchObject({
      airportIata: 'ABV',
      terminals: ['International'],
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
    // Three airports: the dispatcher chooses one, then its terminals.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add officer' }));
    expect(await within(dialog).findByText('Choose the airport the officer works at.')).toBeInTheDocument();
    expect(net.calls('POST /api/ops/officers')).toHaveLength(0);
    await userEvent.selectOptions(within(dialog).getByLabelText('Airport'), 'Port Harcourt (PHC), closed for sale');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Domestic' }));
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
      airportIata: 'PHC',
      terminals: ['Domestic'],
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
      startsAt: `${tue}T06:30:00.000+01:00`,
      endsAt: `${tue}T14:00:00.000+01:00`,
    });
  });

  it("shows and takes the shifts of an officer at an airport in another zone on that airport's clock (issue 41 item 2)", async () => {
    const accra = { ...OFFICER, airportIata: 'ACC', airportTimeZone: 'Africa/Accra' };
    const net = renderOfficers({
      'GET /api/ops/officers': () => json(200, ok([accra])),
      'GET /api/ops/shifts': (request) => {
        const monday = new URLSearchParams(request.search).get('from') ?? '';
        const shift = { id: '2a2b3c4d-0000-4000-8000-000000000002', officerId: OFFICER.id };
        return json(200, ok([{ ...shift, startsAt: `${monday}T05:00:00.000Z`, endsAt: `${monday}T23:00:00.000Z` }]));
      },
      'POST /api/ops/shifts': () => json(201, ok({})),
    });
    const card = await screen.findByRole('article', { name: 'Tunde Bakare' });
    await userEvent.click(within(card).getByRole('button', { name: 'Shifts of Tunde Bakare' }));
    const week = await within(card).findByRole('region', { name: 'Shifts of Tunde Bakare' });
    expect(await within(week).findByText('05:00 GMT to 23:00 GMT')).toBeInTheDocument();

    const [monday] = within(week).getAllByRole('button', { name: /^Add shift on / });
    await userEvent.click(monday as HTMLElement);
    await userEvent.clear(within(week).getByLabelText('Start (GMT)'));
    await userEvent.type(within(week).getByLabelText('Start (GMT)'), '06:30');
    await userEvent.click(within(week).getByRole('button', { name: 'Add shift' }));
    await waitFor(() => expect(net.calls('POST /api/ops/shifts')).toHaveLength(1));
    expect(net.calls('POST /api/ops/shifts')[0]?.body).toMatchObject({
      startsAt: expect.stringMatching(/T06:30:00\.000\+00:00$/),
      endsAt: expect.stringMatching(/T23:00:00\.000\+00:00$/),
    });
  });
});
