/**
 * Airports' price lists in the console (issue 41 item 3; ADR 373): an admin adds a version, a
 * dispatcher reads them, a customer is told nothing (404), an officer is refused (403), bad input
 * changes nothing, concurrent additions number their versions without a gap. Done when: "a price
 * change after a booking leaves the booking's lines as they were", while a quote made after it
 * answers the new price and version.
 */
import { addDaysIso, lagosToday, type PriceList, PriceMessages } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditEvents } from '../../db/schema/index';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('price lists of served airports', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dispatcher: SignedIn;
  let officer: SignedIn;
  let customer: SignedIn;

  const call = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const addPrice = (who: SignedIn, iata: string, body: object) =>
    call(who, 'POST', `/api/ops/airports/${iata}/price-lists`, body);
  const pricingOf = async (iata: string) => {
    const res = await call(dispatcher, 'GET', `/api/ops/airports/${iata}/pricing`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { priceLists: PriceList[]; defaultPrices: { arrival: number; departure: number } };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await signIn(t.app, 'admin');
    dispatcher = await signIn(t.app, 'dispatcher');
    officer = await signIn(t.app, 'officer');
    customer = await signIn(t.app, 'customer');
    // Abuja, seeded closed with its price list v1 (50 USD) and surcharges: opened, with an officer.
    await createServedAirport(t.app.db, { iata: 'ABV', open: true });
    await seedRoster(t.app.db, { airportIata: 'ABV' });
  });
  afterAll(() => t.close());

  it("shows a dispatcher an airport's rules, its versions and the default prices", async () => {
    const abv = await pricingOf('ABV');
    expect(abv).toMatchObject({
      rules: { urgentWindowMinutes: 720, urgentSurchargeUsdCents: 1500, nightStartsAt: '23:00', nightEndsAt: '05:00' },
      defaultPrices: { arrival: 4500, departure: 4500 },
    });
    expect(abv.priceLists.map((l) => [l.serviceType, l.version, l.unitPriceUsdCents]).sort()).toEqual([
      ['arrival', 1, 5000],
      ['departure', 1, 5000],
    ]);
    expect((await pricingOf('LOS')).priceLists).toEqual([]);
    expect((await call(dispatcher, 'GET', '/api/ops/airports/ENU/pricing')).statusCode).toBe(404);
  });

  it('lets an admin add a version, audited, which the dispatcher then reads first', async () => {
    const starts = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await addPrice(admin, 'ABV', {
      serviceType: 'departure',
      unitPriceUsdCents: 5500,
      effectiveFrom: starts,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { priceList } = res.json().data;
    expect(res.json().message).toBe(PriceMessages.priceListCreated);
    expect(priceList).toMatchObject({
      airportIata: 'ABV',
      serviceType: 'departure',
      currency: 'USD',
      version: 2,
      unitPriceUsdCents: 5500,
      effectiveFrom: starts,
    });
    expect((await pricingOf('ABV')).priceLists[0]).toEqual(priceList);
    const audit = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.action, 'price_list.created'), eq(staffAuditEvents.subjectId, priceList.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.user.id, actorRole: 'admin' });
  });

  it('answers a customer 404, an officer 403, a dispatcher 403 on an addition, no token 401; nothing changes', async () => {
    const before = await pricingOf('ABV');
    const body = { serviceType: 'arrival', unitPriceUsdCents: 100 };
    expect((await call(null, 'GET', '/api/ops/airports/ABV/pricing')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/ops/airports/ABV/pricing')).statusCode).toBe(404);
    expect((await call(officer, 'GET', '/api/ops/airports/ABV/pricing')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/ops/airports/ABV/price-lists', body)).statusCode).toBe(401);
    expect((await addPrice(customer, 'ABV', body)).statusCode).toBe(404);
    expect((await addPrice(officer, 'ABV', body)).statusCode).toBe(403);
    expect((await addPrice(dispatcher, 'ABV', body)).statusCode).toBe(403);
    expect(await pricingOf('ABV')).toEqual(before);
  });

  it.each([
    ['a price of zero', { serviceType: 'arrival', unitPriceUsdCents: 0 }],
    ['fractions of a cent', { serviceType: 'arrival', unitPriceUsdCents: 45.5 }],
    ['an unknown service type', { serviceType: 'transit', unitPriceUsdCents: 4500 }],
    ['an unknown field', { serviceType: 'arrival', unitPriceUsdCents: 4500, currency: 'EUR' }],
    ['a start that is no instant', { serviceType: 'arrival', unitPriceUsdCents: 4500, effectiveFrom: 'tomorrow' }],
  ])('refuses %s with 400 and adds nothing', async (_label, body) => {
    const before = await pricingOf('ABV');
    const res = await addPrice(admin, 'ABV', body);
    expect(res.statusCode).toBe(400);
    expect(await pricingOf('ABV')).toEqual(before);
  });

  it('refuses a start in the past with its sentence, but takes one a few seconds old as now', async () => {
    const before = await pricingOf('ABV');
    const past = new Date(Date.now() - 5 * 60_000).toISOString();
    const res = await addPrice(admin, 'ABV', { serviceType: 'arrival', unitPriceUsdCents: 4500, effectiveFrom: past });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PriceMessages.effectiveInPast,
      details: { effectiveFrom: PriceMessages.effectiveInPast },
    });
    expect(await pricingOf('ABV')).toEqual(before);

    const justNow = new Date(Date.now() - 5_000).toISOString();
    const taken = await addPrice(admin, 'PHC', {
      serviceType: 'arrival',
      unitPriceUsdCents: 4000,
      effectiveFrom: justNow,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data.priceList).toMatchObject({ version: 1, effectiveFrom: justNow });
  });

  it('answers 404 for an airport that is not served, and adds nothing', async () => {
    const res = await addPrice(admin, 'ENU', { serviceType: 'arrival', unitPriceUsdCents: 4500 });
    expect(res.statusCode).toBe(404);
  });

  it('numbers 20 concurrent additions 1 to 20, without a gap or a failure', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addPrice(admin, 'PHC', { serviceType: 'departure', unitPriceUsdCents: 4000 + i }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const versions = answers.map((r) => r.json().data.priceList.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const listed = (await pricingOf('PHC')).priceLists.filter((l) => l.serviceType === 'departure');
    expect(listed.map((l) => l.version)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
  });

  it("leaves a booking's lines as they were after a price change, while a new quote takes the new price", async () => {
    // Lands at Abuja at noon local time four days ahead: neither urgent nor at night.
    const arrivalTime = new Date(`${addDaysIso(lagosToday(), 4)}T12:00:00+01:00`);
    const flight = await createFlight(t.app.db, {
      arrivalIata: 'ABV',
      arrivalAirportName: 'Nnamdi Azikiwe International Airport',
      arrivalCity: 'Abuja',
      departureTime: new Date(arrivalTime.getTime() - 6 * 3_600_000),
      arrivalTime,
    });
    const traveller = await signIn(t.app);
    const quote = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 2 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.quote;
    };
    const before = await quote();
    expect(before).toMatchObject({ priceListVersion: 1, totalUsdCents: 10_000 });

    const booked = await postCreate(t.app, traveller, { flightBookingReference: flight.reference, passengerCount: 2 });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data.booking;
    expect(booking.priceLines).toEqual(before.lines);

    const added = await addPrice(admin, 'ABV', { serviceType: 'arrival', unitPriceUsdCents: 6500 });
    expect(added.statusCode, added.body).toBe(201);

    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: traveller.headers });
    expect(read.statusCode).toBe(200);
    const kept = read.json().data.booking;
    expect(kept.priceLines).toEqual(booking.priceLines);
    expect(kept).toMatchObject({
      unitPriceUsd: booking.unitPriceUsd,
      totalAmount: booking.totalAmount,
      totalAmountNgn: booking.totalAmountNgn,
    });
    expect(kept.totalAmount).toBe(100);

    const after = await quote();
    expect(after.priceListVersion).toBe(before.priceListVersion + 1);
    expect(after.lines[0]).toMatchObject({
      kind: 'service',
      quantity: 2,
      unitPriceUsdCents: 6500,
      amountUsdCents: 13_000,
    });
    expect(after.totalUsdCents).toBe(13_000);
  });
});
