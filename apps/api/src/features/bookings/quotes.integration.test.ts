/**
 * `POST /api/quotes` (issue 41 items 1, 3 and 5): the lines a booking made now would carry, from
 * the airport's price list in force and its surcharge rules; a booking made at once copies them.
 * ABV's seeded prices: 50 USD per passenger (list version 1), 15 USD for a booking made less than
 * 12 hours before the meeting, 10 USD for a meeting between 23:00 and 05:00 WAT. LOS keeps the
 * default price of §3 with no surcharge.
 */
import { Messages, PriceMessages } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, serviceAirports } from '../../db/schema/index';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant `days` from today at `hh:mm` UTC (WAT is UTC+1, so 22:30 UTC is 23:30 WAT). */
function utcAt(days: number, hh: number, mm: number): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hh, mm, 0, 0);
  return d;
}

const toAbuja = {
  departureIata: 'LHR',
  arrivalIata: 'ABV',
  arrivalAirportName: 'Nnamdi Azikiwe International Airport',
  arrivalCity: 'Abuja',
  arrivalUtcOffset: '+01:00',
};

describe('POST /api/quotes', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    await createServedAirport(t.app.db, { iata: 'ABV', open: true, terminals: [{ name: 'International' }] });
    await createServedAirport(t.app.db, { iata: 'PHC', open: false });
    await seedRoster(t.app.db, { airportIata: 'LOS' });
    await seedRoster(t.app.db, { airportIata: 'ABV', firstName: 'Abuja' });
  });
  afterAll(() => t.close());

  const quote = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { serviceType: 'arrival', passengerCount: 1, ...payload },
    });
  /** A flight landing at ABV at `landing`, 6 h 30 min after it leaves London. */
  const abujaArrival = (landing: Date) =>
    createFlight(t.app.db, {
      ...toAbuja,
      departureTime: new Date(landing.getTime() - 6.5 * HOUR),
      arrivalTime: landing,
    });

  it('prices a Lagos arrival at the default price of §3, one line per passenger, no surcharge', async () => {
    const flight = await createFlight(t.app.db, { arrivalTime: utcAt(3, 22, 30), departureTime: utcAt(3, 16, 0) });
    const res = await quote({ flightBookingReference: flight.reference, passengerCount: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote).toEqual({
      airportIata: 'LOS',
      serviceType: 'arrival',
      passengerCount: 2,
      lines: [
        {
          kind: 'service',
          label: 'Arrival Service',
          unit: 'per passenger',
          quantity: 2,
          unitPriceUsdCents: 4500,
          amountUsdCents: 9000,
        },
      ],
      totalUsdCents: 9000,
      totalNgnKobo: 13_500_000,
      exchangeRate: 1500,
      freeCancellationHours: 24,
      priceListVersion: null,
      packages: [],
      addOns: [],
      credits: null,
    });
  });

  it('adds the night surcharge to an Abuja meeting at 23:30 WAT, and the booking made next carries the same lines', async () => {
    const flight = await abujaArrival(utcAt(3, 22, 30));
    const res = await quote({ flightBookingReference: flight.reference, passengerCount: 2, airport: 'ABV' });
    expect(res.statusCode).toBe(200);
    const q = res.json().data.quote;
    expect(q.lines.map((l: { kind: string; amountUsdCents: number }) => [l.kind, l.amountUsdCents])).toEqual([
      ['service', 10_000],
      ['night_surcharge', 1000],
    ]);
    expect(q.lines[1].label).toBe('Night service (meeting 23:00-05:00 WAT)');
    expect(q).toMatchObject({
      airportIata: 'ABV',
      totalUsdCents: 11_000,
      totalNgnKobo: 16_500_000,
      priceListVersion: 1,
    });

    const booked = await postCreate(t.app, ada, { flightBookingReference: flight.reference, passengerCount: 2 });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().data.booking;
    expect(booking.priceLines).toEqual(q.lines);
    expect(booking).toMatchObject({ airportIata: 'ABV', totalAmount: 110, totalAmountNgn: 165_000, unitPriceUsd: 50 });
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(read.json().data.booking.priceLines).toEqual(q.lines);
  });

  it('charges no night surcharge for a meeting at 22:59 WAT', async () => {
    const flight = await abujaArrival(utcAt(4, 21, 59));
    const q = (await quote({ flightBookingReference: flight.reference })).json().data.quote;
    expect(q.lines).toHaveLength(1);
    expect(q.totalUsdCents).toBe(5000);
  });

  it('adds the urgent surcharge to a meeting less than 12 hours away', async () => {
    const landing = new Date(Math.floor((Date.now() + 8 * HOUR) / 60_000) * 60_000);
    const flight = await abujaArrival(landing);
    const q = (await quote({ flightBookingReference: flight.reference })).json().data.quote;
    expect(q.lines.map((l: { kind: string }) => l.kind)).toContain('urgent_surcharge');
    expect(q.lines.find((l: { kind: string }) => l.kind === 'urgent_surcharge')).toMatchObject({
      label: 'Urgent booking (less than 12 hours before the meeting)',
      unit: 'per booking',
      amountUsdCents: 1500,
    });
  });

  it('refuses an airport that is not where the service happens, an unknown flight, a closed airport and a bad body', async () => {
    const flight = await abujaArrival(utcAt(5, 12, 0));
    const wrong = await quote({ flightBookingReference: flight.reference, airport: 'LHR' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(PriceMessages.airportMismatch('LHR', 'ABV'));

    const unknown = await quote({ flightBookingReference: 'ZZ-NOPE-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.flightNotFound);

    const closed = await createFlight(t.app.db, { ...toAbuja, arrivalIata: 'PHC', arrivalCity: 'Port Harcourt' });
    const refused = await quote({ flightBookingReference: closed.reference });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('UNPROCESSABLE');

    const bad = await quote({ flightBookingReference: flight.reference, passengerCount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_FAILED');
  });

  it("refuses, with the airport's own minimum notice, a meeting the default notice would take", async () => {
    await createServedAirport(t.app.db, { iata: 'KAN', open: true, terminals: [{ name: 'Main' }] });
    await t.app.db.update(serviceAirports).set({ minNoticeMinutes: 360 }).where(eq(serviceAirports.iata, 'KAN'));
    const landing = new Date(Math.floor((Date.now() + 5 * HOUR) / 60_000) * 60_000);
    const flight = await createFlight(t.app.db, {
      ...toAbuja,
      arrivalIata: 'KAN',
      arrivalCity: 'Kano',
      departureTime: new Date(landing.getTime() - 6.5 * HOUR),
      arrivalTime: landing,
    });
    const refused = await quote({ flightBookingReference: flight.reference });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Arrival Service must be booked at least 6 hours before the meeting time/);
    const booking = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().message).toBe(refused.json().message);
    const search = await t.app.inject({ method: 'GET', url: `/api/flights/search/${flight.reference}` });
    expect(JSON.stringify(search.json())).toContain('at least 6 hours');
  });

  it("keeps the airport's free-cancellation hours with the booking, and cancels by them", async () => {
    await t.app.db.update(serviceAirports).set({ freeCancellationHours: 48 }).where(eq(serviceAirports.iata, 'ABV'));
    const flight = await abujaArrival(new Date(Math.floor((Date.now() + 30 * HOUR) / 60_000) * 60_000));
    const q = (await quote({ flightBookingReference: flight.reference })).json().data.quote;
    expect(q.freeCancellationHours).toBe(48);
    const created = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    expect(created.statusCode).toBe(201);
    const booking = created.json().data.booking;
    expect(booking.freeCancellationHours).toBe(48);
    // A later change of the rule leaves the booking's hours as they were.
    await t.app.db.update(serviceAirports).set({ freeCancellationHours: 12 }).where(eq(serviceAirports.iata, 'ABV'));
    await t.app.db
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null })
      .where(eq(bookings.id, booking.id));
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${booking.id}`,
      headers: ada.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Booking cancelled. It was cancelled less than 48 hours before the flight, so no refund applies.',
      data: { rule: 'late_no_refund', refund: 'none', booking: { freeCancellationHours: 48 } },
    });
    await t.app.db.update(serviceAirports).set({ freeCancellationHours: 24 }).where(eq(serviceAirports.iata, 'ABV'));
  });
});
