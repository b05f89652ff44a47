import { PriceMessages } from '@fasttrack/contracts';
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
const RULES = {
  minNoticeMinutes: 180,
  urgentWindowMinutes: 720,
  urgentSurchargeUsdCents: 1500,
  nightStartsAt: '23:00',
  nightEndsAt: '05:00',
  nightSurchargeUsdCents: 1000,
  freeCancellationHours: 24,
  arrivalServiceMinutes: 90,
};
const list = (version: number, unitPriceUsdCents: number, effectiveFrom: string) => ({
  id: `00000000-0000-4000-8000-00000000000${version}`,
  airportIata: 'ABV',
  serviceType: 'arrival',
  currency: 'USD',
  version,
  effectiveFrom,
  unitPriceUsdCents,
  createdAt: '2026-01-01T00:00:00.000Z',
});
// v3 starts far ahead, v2 is in force, v1 was replaced; departures have no list of their own.
const PRICING = {
  rules: RULES,
  priceLists: [
    list(3, 7000, '2099-06-01T09:00:00.000Z'),
    list(2, 6000, '2026-03-01T09:00:00.000Z'),
    list(1, 5000, '2026-01-01T00:00:00.000Z'),
  ],
  defaultPrices: { arrival: 4500, departure: 4500 },
};

function renderPrices(role: 'admin' | 'dispatcher', routes: Parameters<typeof stubFetch>[0] = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role }))),
    'GET /api/ops/airports': () => json(200, ok([ABV])),
    'GET /api/ops/meeting-points': () => json(200, ok([])),
    'GET /api/ops/airports/ABV/pricing': () => json(200, ok(PRICING)),
    ...routes,
  });
  renderWithApp(<AirportsPage />, { route: '/ops/airports' });
  return net;
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Prices and rules at ABV' })).closest('section') as HTMLElement;

describe('prices and rules of a served airport (issue 41 items 1 and 3)', () => {
  it("lists the airport's prices with their start in the airport's zone and the one in force now", async () => {
    renderPrices('admin');
    const table = await screen.findByRole('table', { name: 'Prices at ABV' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['3', '2', '1']);
    expect(within(rows[1] as HTMLElement).getByText('In force now')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$60.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Sun 1 Mar 2026, 10:00 WAT')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Starts later')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Replaced')).toBeInTheDocument();
    expect(
      screen.getByText(/Departure Service: no price of its own in force; the default price, \$45\.00 per/),
    ).toBeInTheDocument();
  });

  it('saves only the rules changed, typed in dollars and hours, and shows the sentence the server sends', async () => {
    // After the save the server reads the new rules back: the form shows them, and the sentence stays.
    let rules = RULES;
    const net = renderPrices('admin', {
      'GET /api/ops/airports/ABV/pricing': () => json(200, ok({ ...PRICING, rules })),
      'PATCH /api/ops/airports/ABV/rules': () => {
        rules = { ...RULES, nightStartsAt: '23:30', nightSurchargeUsdCents: 1250, urgentWindowMinutes: 90 };
        return json(200, ok({ rules }, PriceMessages.rulesSaved));
      },
    });
    const form = await screen.findByRole('form', { name: 'Rules at ABV' });
    expect(within(form).getByRole('textbox', { name: 'Night surcharge (USD per booking)' })).toHaveValue('10.00');
    expect(within(form).getByRole('textbox', { name: 'Urgent within' })).toHaveValue('12');

    const surcharge = within(form).getByRole('textbox', { name: 'Night surcharge (USD per booking)' });
    await userEvent.clear(surcharge);
    await userEvent.type(surcharge, '12.505');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules at ABV' }));
    expect(await within(form).findByText('Enter an amount in US dollars, e.g. 10 or 12.50')).toBeInTheDocument();
    expect(net.calls('PATCH /api/ops/airports/ABV/rules')).toHaveLength(0);

    await userEvent.clear(surcharge);
    await userEvent.type(surcharge, '12.50');
    const starts = within(form).getByRole('textbox', { name: 'Night starts at (WAT)' });
    await userEvent.clear(starts);
    await userEvent.type(starts, '23:30');
    const urgent = within(form).getByRole('textbox', { name: 'Urgent within' });
    await userEvent.clear(urgent);
    await userEvent.type(urgent, '90');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Urgent within: unit' }), 'minutes');
    // An arrival's service, 90 minutes as seeded, typed as 2 hours.
    const arrival = within(form).getByRole('textbox', { name: 'Arrival service' });
    await userEvent.clear(arrival);
    await userEvent.type(arrival, '2');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Arrival service: unit' }), 'hours');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules at ABV' }));
    await waitFor(() =>
      expect(net.calls('PATCH /api/ops/airports/ABV/rules')[0]?.body).toEqual({
        urgentWindowMinutes: 90,
        nightStartsAt: '23:30',
        nightSurchargeUsdCents: 1250,
        arrivalServiceMinutes: 120,
      }),
    );
    expect(await screen.findByText(PriceMessages.rulesSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Urgent within: unit' })).toHaveValue('minutes'));
    expect(screen.getByRole('textbox', { name: 'Night surcharge (USD per booking)' })).toHaveValue('12.50');
    expect(screen.getByText(PriceMessages.rulesSaved)).toBeInTheDocument();
  });

  it('refuses a night start that is not HH:mm before sending', async () => {
    const net = renderPrices('admin');
    const form = await screen.findByRole('form', { name: 'Rules at ABV' });
    const ends = within(form).getByRole('textbox', { name: 'Night ends at (WAT)' });
    await userEvent.clear(ends);
    await userEvent.type(ends, '5am');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules at ABV' }));
    expect(await within(form).findByText('Enter a time as HH:mm')).toBeInTheDocument();
    expect(net.calls('PATCH /api/ops/airports/ABV/rules')).toHaveLength(0);
  });

  it("adds a price after a confirmation, its start typed on the airport's clock", async () => {
    const net = renderPrices('admin', {
      'POST /api/ops/airports/ABV/price-lists': () =>
        json(201, ok({ priceList: list(4, 6550, '2099-12-01T09:00:00.000Z') }, PriceMessages.priceListCreated)),
    });
    const form = await screen.findByRole('form', { name: 'Add a price at ABV' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Service' }), 'departure');
    const price = within(form).getByRole('textbox', { name: 'Price per passenger (USD)' });
    await userEvent.type(price, 'sixty');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    expect(await within(form).findByText('Enter the price in US dollars, e.g. 50 or 52.50')).toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '65.5');
    await userEvent.type(within(form).getByLabelText('Starts (WAT)'), '2099-12-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this price at ABV?' });
    expect(
      within(dialog).getByText(/Departure Service: \$65\.50 per passenger from Tue 1 Dec 2099, 10:00 WAT/),
    ).toBeInTheDocument();
    expect(net.calls('POST /api/ops/airports/ABV/price-lists')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add price' }));
    await waitFor(() =>
      expect(net.calls('POST /api/ops/airports/ABV/price-lists')[0]?.body).toEqual({
        serviceType: 'departure',
        unitPriceUsdCents: 6550,
        effectiveFrom: '2099-12-01T09:00:00.000Z',
      }),
    );
    expect(await screen.findByText(PriceMessages.priceListCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the confirmation as it says it", async () => {
    renderPrices('admin', {
      'POST /api/ops/airports/ABV/price-lists': () =>
        json(400, { success: false, message: PriceMessages.effectiveInPast, error: 'VALIDATION_FAILED' }),
    });
    const form = await screen.findByRole('form', { name: 'Add a price at ABV' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price per passenger (USD)' }), '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Add price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this price at ABV?' });
    expect(within(dialog).getByText(/Arrival Service: \$60\.00 per passenger from now/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect(await within(dialog).findByText(PriceMessages.effectiveInPast)).toBeInTheDocument();
  });

  it('shows a dispatcher the rules and prices with nothing to change', async () => {
    renderPrices('dispatcher');
    const prices = await section();
    expect(
      await within(prices).findByText('$15.00 per booking made less than 12 hours before the meeting'),
    ).toBeInTheDocument();
    expect(within(prices).getByText('$10.00 per booking met 23:00-05:00 WAT')).toBeInTheDocument();
    expect(within(prices).getByText('3 hours')).toBeInTheDocument();
    expect(within(prices).getByRole('table', { name: 'Prices at ABV' })).toBeInTheDocument();
    expect(within(prices).queryByRole('form')).not.toBeInTheDocument();
    expect(within(prices).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(prices).queryByRole('button')).not.toBeInTheDocument();
  });
});
