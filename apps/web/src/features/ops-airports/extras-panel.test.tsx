import { ExtrasAdminMessages } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AirportsPage } from './airports-page';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T, message?: string) => ({ success: true, data, ...(message ? { message } : {}) });
const ABV = {
  iata: 'ABV',
  icao: 'DNAA',
  name: 'Nnamdi Azikiwe International Airport',
  city: 'Abuja',
  country: 'NG',
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  openForSale: true,
  terminals: [{ name: 'International', international: true, domestic: true, position: 0 }],
};
const addOn = (n: number, fields: Record<string, unknown>) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  airportIata: 'ABV',
  description: '',
  unitSize: null,
  maxQuantity: 5,
  fulfilment: 'guaranteed',
  leadTimeMinutes: 0,
  serviceTypes: ['arrival', 'departure'],
  active: true,
  position: n,
  ...fields,
});
const PORTER = addOn(1, {
  code: 'porter',
  name: 'Porter',
  unit: 'per_bag_block',
  unitSize: 3,
  unitPriceUsdCents: 1000,
});
const LOUNGE = addOn(2, {
  code: 'lounge',
  name: 'Lounge access',
  unit: 'per_person',
  unitPriceUsdCents: 3500,
  fulfilment: 'on_request',
  leadTimeMinutes: 120,
  active: false,
});
const VIP = {
  id: '00000000-0000-4000-8000-000000000009',
  airportIata: 'ABV',
  code: 'vip',
  name: 'VIP',
  description: 'Porter and lounge',
  items: [
    { addOnCode: 'porter', quantity: 2 },
    { addOnCode: 'lounge', quantity: 1 },
  ],
  active: true,
  position: 0,
};
const EXTRAS = { addOns: [PORTER, LOUNGE], packages: [VIP] };

function renderExtras(role: 'admin' | 'dispatcher', routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role }))),
    'GET /api/ops/airports': () => json(200, ok([ABV])),
    'GET /api/ops/meeting-points': () => json(200, ok([])),
    'GET /api/ops/airports/ABV/extras': () => json(200, ok(EXTRAS)),
    ...routes,
  });
  renderWithApp(<AirportsPage />, { route: '/ops/airports' });
  return net;
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Add-ons and packages at ABV' })).closest('section') as HTMLElement;

describe('add-ons and packages of a served airport (issue 41 items 4 and 6)', () => {
  it('lists the add-ons with their unit spelled out and the packages with what they include', async () => {
    renderExtras('admin');
    const table = await screen.findByRole('table', { name: 'Add-ons at ABV' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Porter', 'per block of 3 bags', '$10.00', '5', 'Guaranteed', 'None', 'Yes'],
      ['Lounge access', 'per passenger', '$35.00', '5', 'On request', '2 hours', 'No'],
    ]);
    const extras = await section();
    expect(
      within(extras).getByText('Includes Porter (2 × per block of 3 bags), Lounge access (everyone)'),
    ).toBeInTheDocument();
  });

  it('adds an add-on typed in dollars, asking a block of bags for its size, and shows the sentence sent', async () => {
    const net = renderExtras('admin', {
      'POST /api/ops/airports/ABV/add-ons': () =>
        json(201, ok({ addOn: { ...PORTER, code: 'buggy', name: 'Buggy' } }, ExtrasAdminMessages.addOnCreated)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an add-on at ABV' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'buggy');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Buggy');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'per_vehicle');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price per unit (USD)' }), '20');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Departure Service' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    expect(await within(dialog).findByText(ExtrasAdminMessages.unitSizeRequired)).toBeInTheDocument();
    expect(net.calls('POST /api/ops/airports/ABV/add-ons')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Seats per vehicle' }), '4');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Confirmation' }), 'on_request');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    await waitFor(() =>
      expect(net.calls('POST /api/ops/airports/ABV/add-ons')[0]?.body).toEqual({
        code: 'buggy',
        name: 'Buggy',
        description: '',
        unit: 'per_vehicle',
        unitSize: 4,
        unitPriceUsdCents: 2000,
        maxQuantity: 1,
        fulfilment: 'on_request',
        leadTimeMinutes: 0,
        serviceTypes: ['arrival'],
        active: true,
        position: 2,
      }),
    );
    expect(await screen.findByText(ExtrasAdminMessages.addOnCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a taken code as it says it", async () => {
    renderExtras('admin', {
      'POST /api/ops/airports/ABV/add-ons': () =>
        json(409, { success: false, message: ExtrasAdminMessages.addOnCodeTaken, error: 'CONFLICT' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add an add-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an add-on at ABV' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'porter');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Porter');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price per unit (USD)' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add add-on' }));
    expect(await within(dialog).findByText(ExtrasAdminMessages.addOnCodeTaken)).toBeInTheDocument();
  });

  it('sends only the fields changed of an add-on, after a confirmation', async () => {
    const net = renderExtras('admin', {
      'PATCH /api/ops/airports/ABV/add-ons/porter': () =>
        json(200, ok({ addOn: { ...PORTER, unitPriceUsdCents: 1500 } }, ExtrasAdminMessages.addOnSaved)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Porter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Porter at ABV' });
    const price = within(dialog).getByRole('textbox', { name: 'Price per unit (USD)' });
    expect(price).toHaveValue('10.00');
    await userEvent.clear(price);
    await userEvent.type(price, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save add-on' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save the changes to Porter?' });
    expect(net.calls('PATCH /api/ops/airports/ABV/add-ons/porter')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save add-on' }));
    await waitFor(() =>
      expect(net.calls('PATCH /api/ops/airports/ABV/add-ons/porter')[0]?.body).toEqual({ unitPriceUsdCents: 1500 }),
    );
    expect(await screen.findByText(ExtrasAdminMessages.addOnSaved)).toBeInTheDocument();
  });

  it("replaces a package's items as a whole, each with its quantity", async () => {
    const net = renderExtras('admin', {
      'PATCH /api/ops/airports/ABV/packages/vip': () =>
        json(200, ok({ package: VIP }, ExtrasAdminMessages.packageSaved)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'VIP at ABV' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Porter: quantity' });
    expect(quantity).toHaveValue('2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lounge access/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save package' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save the changes to VIP?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save package' }));
    await waitFor(() =>
      expect(net.calls('PATCH /api/ops/airports/ABV/packages/vip')[0]?.body).toEqual({
        items: [{ addOnCode: 'porter', quantity: 3 }],
      }),
    );
    expect(await screen.findByText(ExtrasAdminMessages.packageSaved)).toBeInTheDocument();
  });

  it('shows a dispatcher the add-ons and packages with nothing to change', async () => {
    renderExtras('dispatcher');
    const extras = await section();
    expect(await within(extras).findByRole('table', { name: 'Add-ons at ABV' })).toBeInTheDocument();
    expect(within(extras).getByText('VIP')).toBeInTheDocument();
    expect(within(extras).queryByRole('button')).not.toBeInTheDocument();
    expect(within(extras).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
