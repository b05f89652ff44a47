/**
 * Flight search with AeroDataBox switched on (FLIGHT_DATA_API_KEY), against the sandbox's
 * stand-in of its endpoints served over HTTP by a second app, and against tiny local servers
 * for answers the stand-in does not give.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDaysIso, lagosToday, Messages } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flights } from '../../db/schema/index';
import { createAeroDataBoxProvider } from '../../integrations/flight-data/aerodatabox';
import { createTestApp, type TestApp } from '../../test/test-app';

const soon = addDaysIso(lagosToday(), 4);

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function storedFlights(t: TestApp) {
  return t.app.db.select().from(flights);
}

describe('flight search through AeroDataBox', () => {
  let host: TestApp;
  let standIn: string;
  let t: TestApp;

  beforeAll(async () => {
    host = await createTestApp();
    const origin = await host.app.listen({ port: 0, host: '127.0.0.1' });
    standIn = `${origin}/sandbox/aerodatabox`;
    t = await createTestApp({ FLIGHT_DATA_API_KEY: 'test', FLIGHT_DATA_BASE_URL: standIn });
  });
  afterAll(async () => {
    await t?.close();
    // fetch keeps pooled sockets to the stand-in open, and time-outs leave one behind; drop
    // them so closing the stand-in does not wait for keep-alive to expire.
    host?.app.server.closeAllConnections();
    await host?.close();
  });

  const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

  it('finds a flight by number, marks it as live data and keeps its reference across searches', async () => {
    const res = await get(t, `/api/flights/search/number/ba075/${soon}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.source).toBe('provider');
    expect(data.availableServices).toEqual(['arrival']);
    expect(data.flightInfo).toMatchObject({
      flightNumber: 'BA75',
      airlineName: 'British Airways',
      departureIata: 'LHR',
      departureCity: 'London',
      arrivalIata: 'LOS',
      arrivalAirportName: 'Murtala Muhammed International Airport',
      arrivalTime: `${soon}T17:45:00+01:00`,
      terminal: 'International',
    });
    const again = await get(t, `/api/flights/search/number/BA75/${soon}`);
    expect(again.json().data.bookingReference).toBe(data.bookingReference);
    const byRef = await get(t, `/api/flights/search/${data.bookingReference}`);
    expect(byRef.json().data).toEqual(data);
  });

  it('answers 404 with the spec message when the provider has no such flight', async () => {
    const res = await get(t, `/api/flights/search/number/ZZ999/${soon}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(Messages.flightNotFound);
  });

  it('searches a route into LOS from the airport board, including flights landing the next morning', async () => {
    const london = await get(t, `/api/flights/search/route/London/LOS/${soon}`);
    expect(london.statusCode).toBe(200);
    expect(london.json().data.map((f: { flightInfo: { flightNumber: string } }) => f.flightInfo.flightNumber)).toEqual([
      'BA75',
      'VS411',
    ]);
    const atlanta = await get(t, `/api/flights/search/route/atl/lagos/${soon}`);
    expect(atlanta.statusCode).toBe(200);
    const [dl] = atlanta.json().data;
    expect(dl.flightInfo).toMatchObject({ flightNumber: 'DL54', arrivalTime: `${addDaysIso(soon, 1)}T09:55:00+01:00` });
  });

  it('searches a route out of LOS in time order', async () => {
    const res = await get(t, `/api/flights/search/route/Lagos/Abuja/${soon}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { flightInfo: { departureIata: string; departureTime: string } }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const f of list) expect(f.flightInfo.departureIata).toBe('LOS');
    const times = list.map((f) => Date.parse(f.flightInfo.departureTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  describe('provider failures give a clear search error and store nothing', () => {
    it.each([
      ['401', 502],
      ['403', 502],
      ['429', 503],
      ['500', 503],
      ['503', 503],
      ['timeout', 503],
    ])('stand-in answering %s', async (fault, status) => {
      const app = await createTestApp({
        FLIGHT_DATA_API_KEY: `sandbox-fault-${fault}`,
        FLIGHT_DATA_BASE_URL: standIn,
        PROVIDER_TIMEOUT_MS: '300',
      });
      try {
        for (const url of [`/api/flights/search/number/BA75/${soon}`, `/api/flights/search/route/LHR/LOS/${soon}`]) {
          const res = await get(app, url);
          expect(res.statusCode).toBe(status);
          expect(res.json()).toEqual({
            success: false,
            message: Messages.flightSearchError,
            error: 'FLIGHT_PROVIDER_ERROR',
          });
          if (fault === '429') expect(res.headers['retry-after']).toBe('30');
        }
        expect(await storedFlights(app)).toEqual([]);
      } finally {
        await app.close();
      }
    });

    it('sends the RapidAPI headers, and reports a body that is not JSON as 502', async () => {
      const seen: { url?: string; headers?: IncomingHttpHeaders } = {};
      const server = createServer((req, res) => {
        seen.url = req.url;
        seen.headers = req.headers;
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops</html>');
      });
      const origin = await listen(server);
      const app = await createTestApp({ FLIGHT_DATA_API_KEY: 'k-123', FLIGHT_DATA_BASE_URL: origin });
      try {
        const res = await get(app, `/api/flights/search/number/KL587/${soon}`);
        expect(res.statusCode).toBe(502);
        expect(res.json().error).toBe('FLIGHT_PROVIDER_ERROR');
        expect(seen.url?.startsWith(`/flights/number/KL587/${soon}?`)).toBe(true);
        expect(seen.headers?.['x-rapidapi-key']).toBe('k-123');
        expect(seen.headers?.['x-rapidapi-host']).toBe('aerodatabox.p.rapidapi.com');
        expect(await storedFlights(app)).toEqual([]);
      } finally {
        await app.close();
        server.close();
      }
    });

    it('reports an unreachable provider as 503', async () => {
      const server = createServer();
      const origin = await listen(server);
      await new Promise((resolve) => server.close(resolve));
      const app = await createTestApp({ FLIGHT_DATA_API_KEY: 'k', FLIGHT_DATA_BASE_URL: origin });
      try {
        const res = await get(app, `/api/flights/search/number/BA75/${soon}`);
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(Messages.flightSearchError);
        expect(await storedFlights(app)).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });
  it("reads a delayed or cancelled flight's status and revised times (the stand-in's switch)", async () => {
    const adb = createAeroDataBoxProvider({ apiKey: 'test', baseUrl: standIn, timeoutMs: 5_000 });
    const query = {
      flightNumber: 'BA75',
      serviceDate: soon,
      departureIata: 'LHR',
      arrivalIata: 'LOS',
      departureTime: new Date(`${soon}T10:45:00Z`),
      arrivalTime: new Date(`${soon}T16:45:00Z`),
    };
    expect(await adb.checkStatus(query)).toEqual({
      status: 'scheduled',
      estimatedDeparture: null,
      estimatedArrival: null,
    });

    const late = new Date(`${soon}T18:45:00Z`);
    const flip = await host.app.inject({
      method: 'POST',
      url: '/sandbox/flights/_status',
      payload: { flightNumber: 'BA 075', date: soon, status: 'delayed', estimatedTime: late.toISOString() },
    });
    expect(flip.statusCode).toBe(200);
    expect(await adb.checkStatus(query)).toEqual({
      status: 'delayed',
      estimatedDeparture: new Date(`${soon}T12:45:00Z`),
      estimatedArrival: late,
    });

    await host.app.inject({
      method: 'POST',
      url: '/sandbox/flights/_status',
      payload: { flightNumber: 'BA75', date: soon, status: 'cancelled' },
    });
    expect(await adb.checkStatus(query)).toMatchObject({ status: 'cancelled' });
    await host.app.inject({ method: 'DELETE', url: '/sandbox/flights/_status' });
  });
});
