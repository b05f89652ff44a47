import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OpsBoardPage } from './ops-board-page';
import { makeOpsBooking } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
const airport = (iata: string, city: string, timeZone = 'Africa/Lagos') => ({
  iata,
  icao: `DN${iata.slice(0, 2)}`,
  name: `${city} Airport`,
  city,
  country: 'NG',
  timeZone,
  currency: 'NGN',
  openForSale: true,
  terminals: [{ name: 'International', international: true, domestic: false, position: 0 }],
});

describe('the operations board at one airport (issue 41)', () => {
  it("asks for one airport's day when the desk chooses it, and keeps it in the address", async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
      'GET /api/ops/airports': () => json(200, ok([airport('ABV', 'Abuja'), airport('LOS', 'Lagos')])),
      'GET /api/ops/board': (request) =>
        json(
          200,
          ok({
            date: '2026-11-23',
            timeZone: 'Africa/Lagos',
            bookings: request.search.includes('airport=ABV') ? [makeOpsBooking({ airportIata: 'ABV' })] : [],
            capacity: [],
          }),
        ),
    });
    renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23' });
    const select = await screen.findByRole('combobox', { name: 'Airport' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'ABV');
    await waitFor(() => expect(net.calls('GET /api/ops/board').at(-1)?.search).toContain('airport=ABV'));
    expect(await screen.findByText(/ABV International terminal/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Abuja (ABV)' })).toBeInTheDocument();
  });

  it('offers no airport choice when only one airport is served', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
      'GET /api/ops/airports': () => json(200, ok([airport('LOS', 'Lagos')])),
      'GET /api/ops/board': () =>
        json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Lagos', bookings: [makeOpsBooking()], capacity: [] })),
    });
    renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('combobox', { name: 'Airport' })).not.toBeInTheDocument();
  });

  it("reads the day and the capacity hours on the chosen airport's clock (issue 41 item 2)", async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const hour = (h: number) => ({
      hourStart: `2026-11-23T${String(h).padStart(2, '0')}:00:00.000Z`,
      onShift: 2,
      inService: 1,
    });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'dispatcher' }))),
      'GET /api/ops/airports': () => json(200, ok([airport('ACC', 'Accra', 'Africa/Accra'), airport('LOS', 'Lagos')])),
      'GET /api/ops/board': () =>
        json(200, ok({ date: '2026-11-23', timeZone: 'Africa/Accra', bookings: [], capacity: [hour(6), hour(7)] })),
    });
    renderWithApp(<OpsBoardPage />, { route: '/ops?date=2026-11-23&airport=ACC' });
    expect(await screen.findByLabelText('Date (Accra)')).toHaveValue('2026-11-23');
    expect(await screen.findByText('06:00 GMT: 1 of 2 officers on shift in service')).toBeInTheDocument();
    expect(screen.getByText('Each hour: officers in service / officers on shift (GMT).')).toBeInTheDocument();
  });
});
