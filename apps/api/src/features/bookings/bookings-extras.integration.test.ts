/**
 * Packages and add-ons at checkout (issue 41 item 4): `POST /api/quotes` answers the cards and
 * offers of the airport's catalogue and the lines of a choice; `POST /api/bookings/create` copies
 * the same lines onto the booking, which keeps them when the catalogue's prices change. The demo
 * catalogue (seed/extras.ts): porter $10 per block of 3 bags, buggy $20 per vehicle of 4 seats on
 * request, lounge $35 per person on request (2 h lead time), Premium = porter + buggy.
 */
import { ExtrasMessages } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, bookings } from '../../db/schema/index';
import { seedAirportExtras } from '../../db/seed/extras';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;

/** An instant `days` from now at `hh:mm` UTC (WAT is UTC+1). */
function utcAt(days: number, hh: number): Date {
  const d = new Date(Date.now() + days * 24 * HOUR);
  d.setUTCHours(hh, 0, 0, 0);
  return d;
}

interface Line {
  kind: string;
  label: string;
  quantity: number;
  unit: string;
  amountUsdCents: number;
  packageName?: string;
}
const summary = (lines: Line[]) =>
  lines.map((l) => [l.kind, l.label, l.quantity, l.amountUsdCents, l.packageName ?? null]);

describe('packages and add-ons at checkout', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    await createServedAirport(t.app.db, { iata: 'ABV', open: true, terminals: [{ name: 'International' }] });
    await seedRoster(t.app.db, { airportIata: 'ABV', firstName: 'Abuja' });
    expect(await seedAirportExtras(t.app.db, 'ABV')).toBe(true);
  });
  afterAll(() => t.close());

  const abujaArrival = (landing: Date) =>
    createFlight(t.app.db, {
      departureIata: 'LHR',
      arrivalIata: 'ABV',
      arrivalAirportName: 'Nnamdi Azikiwe International Airport',
      arrivalCity: 'Abuja',
      arrivalUtcOffset: '+01:00',
      departureTime: new Date(landing.getTime() - 6.5 * HOUR),
      arrivalTime: landing,
    });
  const quote = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { serviceType: 'arrival', passengerCount: 2, ...payload },
    });

  it('offers three package cards and the add-ons, each with its unit spelled out', async () => {
    const flight = await abujaArrival(utcAt(3, 12));
    const res = await quote({ flightBookingReference: flight.reference });
    expect(res.statusCode).toBe(200);
    const q = res.json().data.quote;
    // Two passengers at $50, then Standard $0 more, Premium porter $10 + buggy $20, VIP + lounge 2 × $35.
    expect(q.packages.map((p: { name: string; totalUsdCents: number }) => [p.name, p.totalUsdCents])).toEqual([
      ['Standard', 10_000],
      ['Premium', 13_000],
      ['VIP', 20_000],
    ]);
    expect(q.packages[1].includes).toEqual(['Porter (1 × per block of 3 bags)', 'Buggy (1 × per vehicle of 4 seats)']);
    const offers = Object.fromEntries(q.addOns.map((a: { code: string }) => [a.code, a]));
    expect(offers.porter).toMatchObject({ unitWords: 'per block of 3 bags', unitPriceUsdCents: 1000, maxQuantity: 6 });
    expect(offers.wheelchair).toMatchObject({ unitPriceUsdCents: 0, fulfilment: 'on_request', maxQuantity: 2 });
  });

  it('prices Premium with one extra porter block, and the booking copies the same lines', async () => {
    const flight = await abujaArrival(utcAt(3, 22)); // 23:00 WAT: the night surcharge applies.
    const choice = { packageCode: 'premium', addOns: [{ code: 'porter', quantity: 1 }] };
    const q = (await quote({ flightBookingReference: flight.reference, ...choice })).json().data.quote;
    expect(summary(q.lines)).toEqual([
      ['service', 'Arrival Service', 2, 10_000, null],
      ['add_on', 'Porter', 1, 1000, 'Premium'],
      ['add_on', 'Buggy', 1, 2000, 'Premium'],
      ['add_on', 'Porter', 1, 1000, null],
      ['night_surcharge', 'Night service (meeting 23:00-05:00 WAT)', 1, 1000, null],
    ]);
    expect(q.totalUsdCents).toBe(15_000);
    // The offer of porter leaves room for the blocks Premium includes.
    expect(q.addOns.find((a: { code: string }) => a.code === 'porter').maxQuantity).toBe(5);

    const created = await postCreate(t.app, ada, {
      flightBookingReference: flight.reference,
      passengerCount: 2,
      ...choice,
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json().data.booking;
    expect(booking.priceLines).toEqual(q.lines);
    expect(booking.totalAmount).toBe(150);

    // A later price of the porter leaves the booking's lines as they were.
    await t.app.db
      .update(addOns)
      .set({ unitPriceUsdCents: 2500 })
      .where(and(eq(addOns.airportIata, 'ABV'), eq(addOns.code, 'porter')));
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.priceLines).toEqual(q.lines);
    expect(row?.totalUsdCents).toBe(15_000);
    const repriced = (await quote({ flightBookingReference: flight.reference, ...choice })).json().data.quote;
    expect(repriced.totalUsdCents).toBe(18_000);
  });

  it('holds the officer for the extra waiting time bought', async () => {
    const landing = utcAt(5, 12);
    const flight = await abujaArrival(landing);
    const choice = { addOns: [{ code: 'extra-hour', quantity: 2 }] };
    const created = await postCreate(t.app, ada, { flightBookingReference: flight.reference, ...choice });
    expect(created.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, created.json().data.booking.id));
    // An arrival's window ends 90 minutes after the landing; two extra hours make it 210.
    expect(row?.serviceWindowEnd.getTime()).toBe(landing.getTime() + 210 * 60_000);
    expect(row?.totalUsdCents).toBe(5000 + 2 * 1500);
  });

  it('refuses a choice the airport cannot sell, with its sentence, and books nothing', async () => {
    const flight = await abujaArrival(utcAt(4, 12));
    const cases: [Record<string, unknown>, string][] = [
      [{ packageCode: 'gold' }, ExtrasMessages.unknownPackage('gold', 'ABV')],
      [{ addOns: [{ code: 'porter', quantity: 7 }] }, ExtrasMessages.tooMany('Porter', 6)],
      [{ addOns: [{ code: 'lounge', quantity: 3 }] }, ExtrasMessages.morePeopleThanParty('Lounge access')],
    ];
    for (const [choice, message] of cases) {
      const refused = await quote({ flightBookingReference: flight.reference, ...choice });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
      const booked = await postCreate(t.app, ada, {
        flightBookingReference: flight.reference,
        passengerCount: 2,
        ...choice,
      });
      expect(booked.statusCode).toBe(422);
      expect(booked.json().message).toBe(message);
    }
    expect(await t.app.db.select().from(bookings).where(eq(bookings.flightId, flight.id))).toEqual([]);
    const named = await quote({
      flightBookingReference: flight.reference,
      addOns: [
        { code: 'porter', quantity: 1 },
        { code: 'porter', quantity: 1 },
      ],
    });
    expect(named.statusCode).toBe(400);
  });

  it('marks an add-on unavailable inside its lead time, and the package that includes it', async () => {
    const fiveDays = 5 * 24 * 60;
    await t.app.db
      .update(addOns)
      .set({ leadTimeMinutes: fiveDays })
      .where(and(eq(addOns.airportIata, 'ABV'), eq(addOns.code, 'lounge')));
    const flight = await abujaArrival(utcAt(3, 12));
    const q = (await quote({ flightBookingReference: flight.reference })).json().data.quote;
    const lounge = q.addOns.find((a: { code: string }) => a.code === 'lounge');
    expect(lounge.unavailableReason).toBe(ExtrasMessages.tooLate('Lounge access', fiveDays));
    expect(q.packages.find((p: { code: string }) => p.code === 'vip')).toMatchObject({
      totalUsdCents: null,
      unavailableReason: ExtrasMessages.tooLate('Lounge access', fiveDays),
    });
    expect(q.packages.find((p: { code: string }) => p.code === 'premium').unavailableReason).toBeNull();
  });
});
