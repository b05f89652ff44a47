import { TZDate } from '@date-fns/tz';
import { addDaysIso, lagosToday, Messages } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flights } from '../../db/schema/index';
import { isoWeekday } from '../../integrations/flight-data/zoned-time';
import { createFlight } from '../../test/factories';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The first date from `from` on whose ISO weekday the predicate holds. */
function nextDate(from: string, ok: (weekday: number) => boolean): string {
  for (let i = 0; i < 7; i++) {
    const d = addDaysIso(from, i);
    if (ok(isoWeekday(d))) return d;
  }
  throw new Error('no such weekday');
}

/** The instant of local `date` `hh:mm` in `zone`, as epoch ms. */
const localInstant = (date: string, hhmm: string, zone: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = hhmm.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, zone).getTime();
};

describe('flight search on the embedded schedule', () => {
  let t: TestApp;
  const today = lagosToday();
  const soon = addDaysIso(today, 3);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    // Lagos alone is open, as on a database outside test mode (served-airports.integration.test.ts
    // searches at the others).
    for (const iata of ['ABV', 'PHC']) await createServedAirport(t.app.db, { iata, open: false });
  });
  afterAll(() => t.close());

  describe('by flight number', () => {
    it('finds an arrival at LOS with its IATA codes, terminal, services and zoned times', async () => {
      const res = await get(`/api/flights/search/number/BA75/${soon}`);
      expect(res.statusCode).toBe(200);
      const { success, data } = res.json();
      expect(success).toBe(true);
      expect(data.bookingReference).toMatch(/^FL-[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(data.source).toBe('schedule');
      expect(data.availableServices).toEqual(['arrival']);
      expect(data.notBookable).toEqual([]);
      expect(data.flightInfo).toMatchObject({
        flightNumber: 'BA75',
        airlineName: 'British Airways',
        airlineIata: 'BA',
        departureIata: 'LHR',
        departureAirportName: 'London Heathrow Airport',
        departureCity: 'London',
        arrivalIata: 'LOS',
        arrivalAirportName: 'Murtala Muhammed International Airport',
        arrivalCity: 'Lagos',
        terminal: 'International',
      });
      // Local clock time at each airport, with that airport's offset on that day.
      expect(data.flightInfo.departureTime).toMatch(new RegExp(`^${soon}T10:45:00[+-]\\d{2}:\\d{2}$`));
      expect(Date.parse(data.flightInfo.departureTime)).toBe(localInstant(soon, '10:45', 'Europe/London'));
      expect(data.flightInfo.arrivalTime).toBe(`${soon}T17:45:00+01:00`);
    });

    it('treats BA75, BA075 and "ba 75" as the same dated flight', async () => {
      const refs = new Set<string>();
      for (const n of ['BA75', 'BA075', 'ba%2075', 'ba75']) {
        const res = await get(`/api/flights/search/number/${n}/${soon}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.flightInfo.flightNumber).toBe('BA75');
        refs.add(res.json().data.bookingReference);
      }
      expect(refs.size).toBe(1);
    });

    it('stores one dated flight however many searches run at once', async () => {
      const date = addDaysIso(today, 5);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => get(`/api/flights/search/number/EK783/${date}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.json().data.bookingReference)).size).toBe(1);
      const rows = await t.app.db
        .select()
        .from(flights)
        .where(and(eq(flights.flightNumber, 'EK783'), eq(flights.serviceDate, date)));
      expect(rows).toHaveLength(1);
    });

    it('gives each date its own reference', async () => {
      const a = await get(`/api/flights/search/number/BA74/${soon}`);
      const b = await get(`/api/flights/search/number/BA74/${addDaysIso(soon, 1)}`);
      expect(a.json().data.bookingReference).not.toBe(b.json().data.bookingReference);
    });

    it('offers the departure service for a flight leaving LOS and puts an overnight arrival on the next day', async () => {
      const res = await get(`/api/flights/search/number/EK784/${soon}`);
      expect(res.statusCode).toBe(200);
      const { flightInfo, availableServices } = res.json().data;
      expect(availableServices).toEqual(['departure']);
      expect(flightInfo.departureTime).toBe(`${soon}T17:30:00+01:00`);
      expect(flightInfo.arrivalTime).toBe(`${addDaysIso(soon, 1)}T05:10:00+04:00`);
    });

    it('dates a flight by its departure day at the departure airport', async () => {
      const res = await get(`/api/flights/search/number/DL54/${soon}`);
      const { flightInfo } = res.json().data;
      expect(Date.parse(flightInfo.departureTime)).toBe(localInstant(soon, '17:40', 'America/New_York'));
      expect(flightInfo.arrivalTime).toBe(`${addDaysIso(soon, 1)}T09:55:00+01:00`);
    });

    it('names the LOS terminal: Domestic, and MMA2 for United Nigeria', async () => {
      const un = await get(`/api/flights/search/number/UN504/${soon}`);
      expect(un.json().data.flightInfo).toMatchObject({ terminal: 'MMA2', departureIata: 'LOS', arrivalIata: 'ABV' });
      const p4 = await get(`/api/flights/search/number/P4%207120/${soon}`);
      expect(p4.json().data.flightInfo).toMatchObject({ flightNumber: 'P47120', terminal: 'Domestic' });
    });

    it('answers 404 with the spec message for an unknown number or a day the flight does not fly', async () => {
      const unknown = await get(`/api/flights/search/number/ZZ999/${soon}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: Messages.flightNotFound, error: 'NOT_FOUND' });
      // KL587 flies Mon, Tue, Thu, Fri, Sun.
      const wednesday = nextDate(soon, (w) => w === 3);
      const res = await get(`/api/flights/search/number/KL587/${wednesday}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.flightNotFound);
      const monday = nextDate(soon, (w) => w === 1);
      expect((await get(`/api/flights/search/number/KL587/${monday}`)).statusCode).toBe(200);
    });

    it.each(['B', 'BA12345', 'BA-75', 'B%C3%8175'])('refuses flight number %s with 400', async (n) => {
      const res = await get(`/api/flights/search/number/${n}/${soon}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'VALIDATION_FAILED',
        message: Messages.flightNumberInvalid,
      });
    });
  });

  describe('travel date', () => {
    it('accepts today in Lagos and the 330th day ahead', async () => {
      expect((await get(`/api/flights/search/number/BA75/${today}`)).statusCode).toBe(200);
      expect((await get(`/api/flights/search/number/BA75/${addDaysIso(today, 330)}`)).statusCode).toBe(200);
    });

    it('refuses a date before today in Lagos', async () => {
      const res = await get(`/api/flights/search/number/BA75/${addDaysIso(today, -1)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: Messages.travelDateInPast });
      const route = await get(`/api/flights/search/route/LHR/LOS/${addDaysIso(today, -1)}`);
      expect(route.statusCode).toBe(400);
    });

    it('refuses a date more than 330 days ahead', async () => {
      const res = await get(`/api/flights/search/number/BA75/${addDaysIso(today, 331)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/330 days/);
    });

    it.each(['2026-02-30', '21-11-2026', 'tomorrow', '2026-1-5'])('refuses the malformed date %s', async (d) => {
      const res = await get(`/api/flights/search/number/BA75/${d}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    });
  });

  describe('by route', () => {
    it("matches IATA codes and lists the day's flights in time order", async () => {
      const res = await get(`/api/flights/search/route/LHR/LOS/${soon}`);
      expect(res.statusCode).toBe(200);
      const list = res.json().data as { flightInfo: { flightNumber: string; departureTime: string } }[];
      expect(list.map((f) => f.flightInfo.flightNumber)).toEqual(['BA75', 'VS411']);
    });

    it('matches city and airport-name prefixes in any case', async () => {
      const byCity = await get(`/api/flights/search/route/lond/LAGOS/${soon}`);
      expect(
        byCity.json().data.map((f: { flightInfo: { flightNumber: string } }) => f.flightInfo.flightNumber),
      ).toEqual(['BA75', 'VS411']);
      const byName = await get(`/api/flights/search/route/murtala%20muhammed/nnamdi/${soon}`);
      expect(byName.statusCode).toBe(200);
      const list = byName.json().data as {
        flightInfo: { departureIata: string; arrivalIata: string; departureTime: string };
      }[];
      expect(list.length).toBeGreaterThanOrEqual(5);
      for (const f of list) expect(f.flightInfo).toMatchObject({ departureIata: 'LOS', arrivalIata: 'ABV' });
      const times = list.map((f) => Date.parse(f.flightInfo.departureTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('returns the same references as a number search for the same flights', async () => {
      const date = addDaysIso(today, 6);
      const route = await get(`/api/flights/search/route/Dubai/Lagos/${date}`);
      const [ek] = route.json().data;
      const byNumber = await get(`/api/flights/search/number/EK783/${date}`);
      expect(byNumber.json().data.bookingReference).toBe(ek.bookingReference);
    });

    it('offers only flights at an open airport', async () => {
      const res = await get(`/api/flights/search/route/Abuja/Port%20Harcourt/${soon}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.flightNotFound);
    });

    it('answers 404 when nothing matches and takes wildcards literally', async () => {
      expect((await get(`/api/flights/search/route/Tokyo/Lagos/${soon}`)).statusCode).toBe(404);
      expect((await get(`/api/flights/search/route/%25%25%25/LOS/${soon}`)).statusCode).toBe(404);
      expect((await get(`/api/flights/search/route/___/LOS/${soon}`)).statusCode).toBe(404);
    });

    it('says which flights cannot be booked and why, before anything is chosen (issue 37)', async () => {
      const date = addDaysIso(today, 9);
      // Stored flights are the answer for their number and day: one known to be cancelled, one
      // landing within the minimum notice.
      await createFlight(t.app.db, { flightNumber: 'BA75', serviceDate: date, status: 'cancelled' });
      const landing = new Date(Date.now() + 2 * 3_600_000);
      await createFlight(t.app.db, {
        flightNumber: 'VS411',
        serviceDate: date,
        departureTime: new Date(landing.getTime() - 6 * 3_600_000),
        arrivalTime: landing,
      });
      const res = await get(`/api/flights/search/route/LHR/LOS/${date}`);
      expect(res.statusCode).toBe(200);
      const byNumber = Object.fromEntries(
        (res.json().data as { flightInfo: { flightNumber: string }; notBookable: { message: string }[] }[]).map((f) => [
          f.flightInfo.flightNumber,
          f.notBookable,
        ]),
      );
      expect(byNumber.BA75).toEqual([
        { serviceType: 'arrival', code: 'NOT_BOOKABLE', message: 'BA75 is cancelled and can no longer be booked.' },
      ]);
      expect(byNumber.VS411).toEqual([
        {
          serviceType: 'arrival',
          code: 'TOO_SOON',
          message: expect.stringMatching(/^Arrival Service must be booked at least 3 hours before the meeting time/),
        },
      ]);
      // The same verdict as the availability answer gives once a service is chosen.
      const found = res
        .json()
        .data.find((f: { flightInfo: { flightNumber: string } }) => f.flightInfo.flightNumber === 'VS411');
      const availability = await get(
        `/api/bookings/availability?flightBookingReference=${found.bookingReference}&serviceType=arrival&passengerCount=1`,
      );
      expect(availability.json().data).toMatchObject({
        available: false,
        unavailableCode: 'TOO_SOON',
        unavailableMessage: byNumber.VS411?.[0]?.message,
      });
    });

    it('needs at least 3 characters on each side', async () => {
      const res = await get(`/api/flights/search/route/LH/LOS/${soon}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: Messages.routeTooShort,
        details: { departure: Messages.routeTooShort },
      });
      expect((await get(`/api/flights/search/route/LHR/%20LO%20/${soon}`)).statusCode).toBe(400);
    });
  });

  describe('by reference', () => {
    it('returns the flight an earlier search returned, whatever the case of the reference', async () => {
      const found = (await get(`/api/flights/search/number/AF148/${nextDate(soon, (w) => w === 5)}`)).json().data;
      const res = await get(`/api/flights/search/${found.bookingReference}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: found });
      expect((await get(`/api/flights/search/${found.bookingReference.toLowerCase()}`)).json().data).toEqual(found);
    });

    it('leaves out the zone of an airport whose zone is unknown (issue 19 §10)', async () => {
      const flight = await createFlight(t.app.db, { departureIata: 'ZZZ', departureAirportName: 'Nowhere Field' });
      const res = await get(`/api/flights/search/${flight.reference}`);
      expect(res.statusCode).toBe(200);
      const { flightInfo } = res.json().data;
      expect(flightInfo).not.toHaveProperty('departureTimeZone');
      expect(flightInfo.arrivalTimeZone).toBe('Africa/Lagos');
    });

    it('answers 404 with the spec message for an unknown reference', async () => {
      const res = await get('/api/flights/search/FL-0000000000');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.flightNotFound);
    });
  });
});
