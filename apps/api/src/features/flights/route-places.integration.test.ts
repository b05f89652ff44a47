/**
 * Route search by the names people use (issue 19 §10): airport names, city names, any case, no
 * accents needed, on the embedded schedule and through the AeroDataBox stand-in alike; and times
 * that name their airports' zones.
 */
import { addDaysIso, lagosToday, unknownPlaceMessage } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBooking, createFlight, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const soon = addDaysIso(lagosToday(), 3);

interface Found {
  bookingReference: string;
  flightInfo: {
    flightNumber: string;
    departureIata: string;
    arrivalIata: string;
    departureTimeZone?: string;
    arrivalTimeZone?: string;
  };
}

describe('route search by place names', () => {
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
      ['embedded schedule', host],
      ['AeroDataBox', live],
    ] as const;
  const route = (t: TestApp, from: string, to: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/flights/search/route/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${soon}`,
    });
  const numbers = async (t: TestApp, from: string, to: string) => {
    const res = await route(t, from, to);
    expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
    return (res.json().data as Found[]).map((f) => f.flightInfo.flightNumber).sort();
  };

  it('finds Heathrow to Murtala as LHR to LOS, with each airport zone', async () => {
    for (const [name, t] of sources()) {
      expect(await numbers(t, 'Heathrow', 'Murtala'), name).toEqual(['BA75', 'VS411']);
      const [ba] = (await route(t, 'Heathrow', 'Murtala')).json().data as Found[];
      expect(ba?.flightInfo, name).toMatchObject({
        departureIata: 'LHR',
        arrivalIata: 'LOS',
        departureTimeZone: 'Europe/London',
        arrivalTimeZone: 'Africa/Lagos',
      });
    }
  });

  it('matches city names, several words of an airport name, any case and accents', async () => {
    for (const [name, t] of sources()) {
      const london = await numbers(t, 'LHR', 'LOS');
      for (const [from, to] of [
        ['london', 'lagos'],
        ['LONDON HEATHROW', 'Murtala Muhammed'],
        ['Lóndon', 'Lagos'],
        ['heathrow london', 'muhammed'],
      ] as const) {
        expect(await numbers(t, from, to), `${name}: ${from} -> ${to}`).toEqual(london);
      }
      expect(await numbers(t, 'Murtala', 'Heathrow'), name).toEqual(await numbers(t, 'LOS', 'LHR'));
    }
  });

  it('names the place that matches no airport, under its field', async () => {
    for (const [name, t] of sources()) {
      const res = await route(t, 'Heathrow', 'Atlantis');
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toMatchObject({
        success: false,
        error: 'NOT_FOUND',
        message: unknownPlaceMessage('Atlantis'),
        details: { arrival: unknownPlaceMessage('Atlantis') },
      });
      const generic = await route(t, 'International Airport', 'Lagos');
      expect(generic.json().details, name).toEqual({ departure: unknownPlaceMessage('International Airport') });
    }
  });

  it("sends the airports' zones on a booking's flight, from a live provider's data when the airport is not curated", async () => {
    const user = await createUser(host.app.db);
    const curated = await createFlight(host.app.db);
    const toronto = await createFlight(host.app.db, {
      departureIata: 'YYZ',
      departureAirportName: 'Toronto Pearson International Airport',
      departureCity: 'Toronto',
      departureUtcOffset: '-05:00',
      source: 'provider',
      providerData: { departure: { airport: { iata: 'YYZ', timeZone: 'America/Toronto' } } },
    });
    const flightOf = async (flightId: string) => {
      const booking = await createBooking(host.app.db, { userId: user.id, flightId });
      const res = await host.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}`,
        headers: await authHeader(host.app, user),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.booking.flight;
    };
    expect(await flightOf(curated.id)).toMatchObject({
      departureTimeZone: 'Europe/London',
      arrivalTimeZone: 'Africa/Lagos',
    });
    expect(await flightOf(toronto.id)).toMatchObject({
      departureTimeZone: 'America/Toronto',
      arrivalTimeZone: 'Africa/Lagos',
    });
  });
});
