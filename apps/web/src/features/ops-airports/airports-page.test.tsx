import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AirportsPage } from './airports-page';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const LOS = {
  iata: 'LOS',
  icao: 'DNMM',
  name: 'Murtala Muhammed International Airport',
  city: 'Lagos',
  country: 'NG',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  openForSale: true,
  terminals: [
    { name: 'International', international: true, domestic: false, position: 0 },
    { name: 'Domestic', international: false, domestic: true, position: 1 },
  ],
};
const ENU = {
  ...LOS,
  iata: 'ENU',
  icao: 'DNEN',
  name: 'Akanu Ibiam International Airport',
  city: 'Enugu',
  openForSale: false,
  terminals: [],
};
const POINT = {
  airportIata: 'LOS',
  terminal: 'International',
  serviceType: 'arrival',
  description: 'At the aircraft door, by the jet bridge',
  shortLabel: 'at the aircraft door',
};

const PRICING = {
  rules: {
    minNoticeMinutes: 180,
    urgentWindowMinutes: 0,
    urgentSurchargeUsdCents: 0,
    nightStartsAt: '23:00',
    nightEndsAt: '05:00',
    nightSurchargeUsdCents: 0,
    freeCancellationHours: 24,
    arrivalServiceMinutes: 90,
  },
  priceLists: [],
  defaultPrices: { arrival: 4500, departure: 4500 },
};

function renderAirports(role: 'admin' | 'dispatcher', routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role }))),
    'GET /api/ops/airports': () => json(200, ok([ENU, LOS])),
    'GET /api/ops/meeting-points': (request) =>
      json(200, ok(new URLSearchParams(request.search).get('airport') === 'LOS' ? [POINT] : [])),
    // Prices and rules have their own tests (prices-and-rules.test.tsx).
    'GET /api/ops/airports/LOS/pricing': () => json(200, ok(PRICING)),
    'GET /api/ops/airports/ENU/pricing': () => json(200, ok(PRICING)),
    // Add-ons and packages have their own tests (extras-panel.test.tsx).
    'GET /api/ops/airports/LOS/extras': () => json(200, ok({ addOns: [], packages: [] })),
    'GET /api/ops/airports/ENU/extras': () => json(200, ok({ addOns: [], packages: [] })),
    ...routes,
  });
  renderWithApp(<AirportsPage />, { route: '/ops/airports' });
  return net;
}

const rowOf = async (iata: string) => {
  const table = await screen.findByRole('table', { name: 'Served airports' });
  const cell = within(table).getByText(iata);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${iata}`);
  return row;
};

describe('served airports (issue 41 item 1)', () => {
  it('lets an admin open a closed airport after a confirmation', async () => {
    const net = renderAirports('admin', {
      'PATCH /api/ops/airports/ENU': () => json(200, ok({ ...ENU, openForSale: true })),
    });
    const row = await rowOf('ENU');
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByText('Africa/Lagos')).toBeInTheDocument();
    await userEvent.click(await within(row).findByRole('button', { name: 'Open ENU for sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open ENU for sale?' });
    expect(net.calls('PATCH /api/ops/airports/ENU')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open for sale' }));
    await waitFor(() => expect(net.calls('PATCH /api/ops/airports/ENU')[0]?.body).toEqual({ openForSale: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("adds an airport, its country, zone and currency first taken from a served airport's", async () => {
    const net = renderAirports('admin', {
      'POST /api/ops/airports': () => json(201, ok({ ...ENU, iata: 'QOW', icao: 'DNIM' })),
    });
    const form = await screen.findByRole('form', { name: 'Add airport' });
    expect(within(form).getByRole('textbox', { name: 'Time zone' })).toHaveValue('Africa/Lagos');
    await userEvent.type(within(form).getByRole('textbox', { name: 'IATA code' }), 'qow');
    await userEvent.type(within(form).getByRole('textbox', { name: 'ICAO code' }), 'DNI');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Airport name' }), 'Sam Mbakwe Airport');
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Owerri');
    await userEvent.click(within(form).getByRole('button', { name: 'Add airport' }));
    expect(await within(form).findByText('Enter the ICAO code: 4 capital letters')).toBeInTheDocument();
    expect(net.calls('POST /api/ops/airports')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'ICAO code' }), 'M');
    await userEvent.click(within(form).getByRole('button', { name: 'Add airport' }));
    await waitFor(() =>
      expect(net.calls('POST /api/ops/airports')[0]?.body).toEqual({
        iata: 'QOW',
        icao: 'DNIM',
        name: 'Sam Mbakwe Airport',
        city: 'Owerri',
        country: 'NG',
        timeZone: 'Africa/Lagos',
        currency: 'NGN',
        openForSale: false,
      }),
    );
  });

  it('lets an admin add a terminal to the chosen airport', async () => {
    const net = renderAirports('admin', {
      'POST /api/ops/airports/ENU/terminals': () =>
        json(201, ok({ ...ENU, terminals: [{ name: 'Main', international: true, domestic: true, position: 0 }] })),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Airport' }), 'ENU');
    expect(await screen.findByText('No terminal yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add terminal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a terminal at ENU' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add terminal' }));
    expect(await within(dialog).findByText('Enter the terminal name')).toBeInTheDocument();
    expect(net.calls('POST /api/ops/airports/ENU/terminals')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Terminal name' }), 'Main');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add terminal' }));
    await waitFor(() =>
      expect(net.calls('POST /api/ops/airports/ENU/terminals')[0]?.body).toEqual({
        name: 'Main',
        international: true,
        domestic: true,
        position: 0,
      }),
    );
  });

  it("shows the server's sentence when a terminal officers work in cannot be deleted", async () => {
    const sentence = 'One officer still works in this terminal. Take it off their terminals first, then delete it.';
    renderAirports('admin', {
      'DELETE /api/ops/airports/LOS/terminals/Domestic': () =>
        json(409, { success: false, message: sentence, error: 'CONFLICT' }),
    });
    const list = await screen.findByRole('list', { name: 'Terminals at LOS' });
    await userEvent.click(await within(list).findByRole('button', { name: 'Delete Domestic terminal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the Domestic terminal at LOS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete terminal' }));
    expect(await within(dialog).findByText(sentence)).toBeInTheDocument();
  });

  it("edits an airport's meeting point, refusing one shorter than 10 characters", async () => {
    const net = renderAirports('admin', {
      'PUT /api/ops/airports/LOS/meeting-points/International/arrival': () => json(200, ok(POINT)),
    });
    const field = await screen.findByRole('textbox', { name: 'International terminal, Arrival Service' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Short');
    const save = screen.getByRole('button', { name: /^Save meeting point for International terminal, Arrival/ });
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(net.calls('PUT /api/ops/airports/LOS/meeting-points/International/arrival')).toHaveLength(0);
    await userEvent.type(field, ' of the jet bridge, by the sign');
    await userEvent.click(save);
    await waitFor(() =>
      expect(net.calls('PUT /api/ops/airports/LOS/meeting-points/International/arrival')[0]?.body).toEqual({
        description: 'Short of the jet bridge, by the sign',
        shortLabel: 'at the aircraft door',
      }),
    );
  });

  it('shows a dispatcher the airports, terminals and meeting points with no edit buttons', async () => {
    renderAirports('dispatcher');
    // The console links show once the signed-in role is known: the page has decided what to offer.
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(await within(nav).findByRole('link', { name: 'Airports' })).toHaveAttribute('href', '/ops/airports');
    const row = await rowOf('LOS');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(await screen.findByText('At the aircraft door, by the jet bridge')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Terminals at LOS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /for sale|Add terminal|^Edit|^Delete|^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add airport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
