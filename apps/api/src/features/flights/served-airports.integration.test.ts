/**
 * Flight search at every served airport open for sale (issue 41 item 1), on the embedded
 * timetables and through the AeroDataBox stand-in: a flight takes arrival service where it lands
 * at an open airport and departure service where it leaves one; a closed airport offers nothing;
 * a flight that touches no open airport is not found.
 */
import { addDaysIso, lagosToday, Messages } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { createTestApp, type TestApp } from '../../test/test-app';

const soon = addDaysIso(lagosToday(), 3);

interface Found {
  bookingReference: string;
  availableServices: string[];
  flightInfo: { flightNumber: string; departureIata: string; arrivalIata: string; terminal: string | null };
}

describe('flight search at the served airports', () => {
  let host: TestApp;
  let live: TestApp;

  beforeAll(async () => {
    host = await createTestApp();
    const origin = await host.app.listen({ port: 0, host: '127.0.0.1' });
    live = await createTestApp({ FLIGHT_DATA_API_KEY: 'test', FLIGHT_DATA_BASE_URL: `${origin}/sandbox/aerodatabox` });
  });
  afterAll(async () => {
    await live?.close();
    host?.app.server.closeAllConnections();
    await host?.close();
  });

  const sources = () =>
    [
      ['embedded timetable', host],
      ['AeroDataBox', live],
    ] as const;
  /** ABV open or closed, PHC closed, on both apps' databases. */
  const setOpen = async (open: { ABV: boolean; PHC: boolean }) => {
    for (const [, t] of sources()) {
      await createServedAirport(t.app.db, { iata: 'ABV', open: open.ABV });
      await createServedAirport(t.app.db, { iata: 'PHC', open: open.PHC });
    }
  };
  const byNumber = (t: TestApp, n: string, date = soon) =>
    t.app.inject({ method: 'GET', url: `/api/flights/search/number/${n}/${date}` });
  const byRoute = (t: TestApp, from: string, to: string) =>
    t.app.inject({ method: 'GET', url: `/api/flights/search/route/${from}/${to}/${soon}` });

  it('offers arrival service on a flight landing at an open airport, with that airport’s terminal', async () => {
    await setOpen({ ABV: true, PHC: false });
    for (const [name, t] of sources()) {
      const res = await byNumber(t, 'BA83');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const found = res.json().data as Found;
      expect(found.availableServices, name).toEqual(['arrival']);
      expect(found.flightInfo, name).toMatchObject({
        departureIata: 'LHR',
        arrivalIata: 'ABV',
        terminal: 'International',
      });
      const route = await byRoute(t, 'Heathrow', 'Abuja');
      expect(route.statusCode, name).toBe(200);
      expect(
        (route.json().data as Found[]).map((f) => f.flightInfo.flightNumber),
        name,
      ).toEqual(['BA83']);
    }
  });

  it('offers both services on a flight between two open airports, one where only one end is open', async () => {
    await setOpen({ ABV: true, PHC: false });
    for (const [name, t] of sources()) {
      const lagosAbuja = (await byNumber(t, 'P47120')).json().data as Found;
      expect(lagosAbuja.availableServices, name).toEqual(['arrival', 'departure']);
      const lagosPortHarcourt = (await byNumber(t, 'P47180')).json().data as Found;
      expect(lagosPortHarcourt.availableServices, name).toEqual(['departure']);
      const abujaPortHarcourt = (await byRoute(t, 'Abuja', 'Port%20Harcourt')).json().data as Found[];
      expect(abujaPortHarcourt.length, name).toBeGreaterThanOrEqual(3);
      for (const f of abujaPortHarcourt) expect(f.availableServices, name).toEqual(['departure']);
    }
  });

  it('explains that a closed airport is not served when its service is asked for', async () => {
    await setOpen({ ABV: true, PHC: false });
    const found = (await byNumber(host, 'P47180')).json().data as Found;
    const res = await host.app.inject({
      method: 'GET',
      url: `/api/bookings/availability?flightBookingReference=${found.bookingReference}&serviceType=arrival&passengerCount=1`,
    });
    expect(res.json().data, res.body).toMatchObject({
      available: false,
      unavailableCode: 'NOT_BOOKABLE',
      unavailableMessage: 'Arrival Service is only for flights that land at an airport we serve; P47180 lands at PHC.',
    });
  });

  it('does not find a flight that touches no open airport, even one found while its airport was open', async () => {
    await setOpen({ ABV: true, PHC: false });
    for (const [name, t] of sources()) expect((await byNumber(t, 'ET911')).statusCode, name).toBe(200);
    await setOpen({ ABV: false, PHC: false });
    for (const [name, t] of sources()) {
      for (const n of ['ET911', 'BA83', 'P47230']) {
        const res = await byNumber(t, n);
        expect(res.statusCode, `${name}: ${n}`).toBe(404);
        expect(res.json().message, name).toBe(Messages.flightNotFound);
      }
      expect((await byRoute(t, 'Abuja', 'Port%20Harcourt')).statusCode, name).toBe(404);
      // LOS stays open: its flights to the closed airport offer departure only.
      expect(((await byNumber(t, 'P47120')).json().data as Found).availableServices, name).toEqual(['departure']);
    }
  });
});
