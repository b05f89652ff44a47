/**
 * Add-ons and packages in the airports console (issue 41 item 6, for item 4's extras): an admin
 * adds them to an airport and a quote there answers their lines at once; a dispatcher reads them
 * and may change nothing, an officer is refused (403), a customer told nothing (404); a broken
 * unit size is 400, a taken code 409, a package of an unknown add-on 422. Done when: "a price
 * change after a booking leaves the booking's lines as they were".
 */
import {
  type AddOn,
  addDaysIso,
  ExtrasAdminMessages,
  ExtrasMessages,
  lagosToday,
  type Package,
  type PriceLine,
} from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditEvents } from '../../db/schema/index';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const porter = {
  code: 'porter',
  name: 'Porter',
  unit: 'per_bag_block',
  unitSize: 3,
  unitPriceUsdCents: 1000,
  maxQuantity: 5,
  fulfilment: 'guaranteed',
  serviceTypes: ['arrival', 'departure'],
};
const buggy = {
  code: 'buggy',
  name: 'Buggy',
  unit: 'per_vehicle',
  unitSize: 4,
  unitPriceUsdCents: 2000,
  maxQuantity: 2,
  fulfilment: 'on_request',
  serviceTypes: ['arrival'],
  position: 1,
};
const premium = {
  code: 'premium',
  name: 'Premium',
  description: 'With a porter and a buggy',
  items: [
    { addOnCode: 'porter', quantity: 1 },
    { addOnCode: 'buggy', quantity: 1 },
  ],
};

describe('add-ons and packages of served airports', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dispatcher: SignedIn;
  let officer: SignedIn;
  let customer: SignedIn;
  let flightReference: string;

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const extrasOf = async (iata: string) => {
    const res = await call(dispatcher, 'GET', `/api/ops/airports/${iata}/extras`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { addOns: AddOn[]; packages: Package[] };
  };
  const quote = (extras: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { flightBookingReference: flightReference, serviceType: 'arrival', passengerCount: 1, ...extras },
    });
  const linesOf = (lines: PriceLine[]) => lines.map((l) => [l.kind, l.addOnCode ?? null, l.quantity, l.amountUsdCents]);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await signIn(t.app, 'admin');
    dispatcher = await signIn(t.app, 'dispatcher');
    officer = await signIn(t.app, 'officer');
    customer = await signIn(t.app, 'customer');
    // Abuja, seeded closed with its price list v1 (50 USD a passenger) and no extras: opened, with an officer.
    await createServedAirport(t.app.db, { iata: 'ABV', open: true });
    await seedRoster(t.app.db, { airportIata: 'ABV' });
    // Lands at Abuja at noon local time four days ahead: neither urgent nor at night.
    const arrivalTime = new Date(`${addDaysIso(lagosToday(), 4)}T12:00:00+01:00`);
    const flight = await createFlight(t.app.db, {
      arrivalIata: 'ABV',
      arrivalAirportName: 'Nnamdi Azikiwe International Airport',
      arrivalCity: 'Abuja',
      departureTime: new Date(arrivalTime.getTime() - 6 * 3_600_000),
      arrivalTime,
    });
    flightReference = flight.reference;
  });
  afterAll(() => t.close());

  it('lets an admin add add-ons and a package, audited, which a quote at that airport then sells', async () => {
    expect(await extrasOf('ABV')).toEqual({ addOns: [], packages: [] });
    const added = await call(admin, 'POST', '/api/ops/airports/ABV/add-ons', porter);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(ExtrasAdminMessages.addOnCreated);
    expect(added.json().data.addOn).toMatchObject({ ...porter, airportIata: 'ABV', active: true, leadTimeMinutes: 0 });
    expect((await call(admin, 'POST', '/api/ops/airports/ABV/add-ons', buggy)).statusCode).toBe(201);
    const pack = await call(admin, 'POST', '/api/ops/airports/ABV/packages', premium);
    expect(pack.statusCode, pack.body).toBe(201);
    expect(pack.json()).toMatchObject({ message: ExtrasAdminMessages.packageCreated, data: { package: premium } });

    const catalogue = await extrasOf('ABV');
    expect(catalogue.addOns.map((a) => a.code)).toEqual(['porter', 'buggy']);
    expect(catalogue.packages).toEqual([pack.json().data.package]);
    const audit = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.action, 'add_on.created'), eq(staffAuditEvents.actorUserId, admin.user.id)));
    expect(audit.map((a) => a.actorRole)).toEqual(['admin', 'admin']);

    const res = await quote({ packageCode: 'premium', addOns: [{ code: 'porter', quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data.quote;
    expect(linesOf(answer.lines)).toEqual([
      ['service', null, 1, 5000],
      ['add_on', 'porter', 1, 1000],
      ['add_on', 'buggy', 1, 2000],
      ['add_on', 'porter', 1, 1000],
    ]);
    expect(answer.lines[1]).toMatchObject({ unit: 'per block of 3 bags', packageName: 'Premium' });
    expect(answer.totalUsdCents).toBe(9000);
    expect(answer.packages.map((p: { code: string }) => p.code)).toEqual(['premium']);
  });

  it('answers a customer 404, an officer 403, a dispatcher 403 on a change, no token 401; nothing changes', async () => {
    const before = await extrasOf('ABV');
    const other = { ...porter, code: 'porter-2' };
    expect((await call(null, 'GET', '/api/ops/airports/ABV/extras')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/ops/airports/ABV/extras')).statusCode).toBe(404);
    expect((await call(officer, 'GET', '/api/ops/airports/ABV/extras')).statusCode).toBe(403);
    for (const who of [dispatcher, officer]) {
      expect((await call(who, 'POST', '/api/ops/airports/ABV/add-ons', other)).statusCode).toBe(403);
      expect((await call(who, 'PATCH', '/api/ops/airports/ABV/add-ons/porter', { active: false })).statusCode).toBe(
        403,
      );
      expect((await call(who, 'POST', '/api/ops/airports/ABV/packages', { ...premium, code: 'vip' })).statusCode).toBe(
        403,
      );
      expect((await call(who, 'PATCH', '/api/ops/airports/ABV/packages/premium', { items: [] })).statusCode).toBe(403);
    }
    expect((await call(customer, 'POST', '/api/ops/airports/ABV/add-ons', other)).statusCode).toBe(404);
    expect((await call(null, 'POST', '/api/ops/airports/ABV/add-ons', other)).statusCode).toBe(401);
    expect(await extrasOf('ABV')).toEqual(before);
  });

  it.each([
    ['a block of bags without its size', { ...porter, code: 'porter-x', unitSize: undefined }, 'required'],
    ['a vehicle without its seats', { ...buggy, code: 'buggy-x', unitSize: null }, 'required'],
    ['a size on a per-person add-on', { ...porter, code: 'lounge', unit: 'per_person' }, 'refused'],
  ] as const)('refuses %s with 400 and its sentence, adding nothing', async (_label, body, which) => {
    const before = await extrasOf('ABV');
    const res = await call(admin, 'POST', '/api/ops/airports/ABV/add-ons', body);
    expect(res.statusCode).toBe(400);
    const sentence = which === 'required' ? ExtrasAdminMessages.unitSizeRequired : ExtrasAdminMessages.unitSizeRefused;
    expect(res.json()).toMatchObject({ message: sentence, details: { unitSize: sentence } });
    expect(await extrasOf('ABV')).toEqual(before);
  });

  it('checks the unit size on the add-on as a change leaves it', async () => {
    const refused = await call(admin, 'PATCH', '/api/ops/airports/ABV/add-ons/porter', { unit: 'per_booking' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ExtrasAdminMessages.unitSizeRefused);
    const taken = await call(admin, 'PATCH', '/api/ops/airports/ABV/add-ons/buggy', { unitSize: 6 });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.addOn).toMatchObject({ code: 'buggy', unit: 'per_vehicle', unitSize: 6 });
  });

  it('answers 409 for a taken code, 422 for a package of an unknown add-on, 404 for an unknown airport or code', async () => {
    const before = await extrasOf('ABV');
    const twice = await call(admin, 'POST', '/api/ops/airports/ABV/add-ons', { ...porter, name: 'Second porter' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ExtrasAdminMessages.addOnCodeTaken);
    const packTwice = await call(admin, 'POST', '/api/ops/airports/ABV/packages', premium);
    expect(packTwice.statusCode).toBe(409);
    expect(packTwice.json().message).toBe(ExtrasAdminMessages.packageCodeTaken);
    const unknown = { code: 'vip', name: 'VIP', items: [{ addOnCode: 'lounge', quantity: 1 }] };
    const refused = await call(admin, 'POST', '/api/ops/airports/ABV/packages', unknown);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ExtrasAdminMessages.unknownAddOnInPackage('lounge'));
    const patched = await call(admin, 'PATCH', '/api/ops/airports/ABV/packages/premium', { items: unknown.items });
    expect(patched.statusCode).toBe(422);
    expect(await extrasOf('ABV')).toEqual(before);

    expect((await call(admin, 'POST', '/api/ops/airports/ENU/add-ons', porter)).statusCode).toBe(404);
    expect((await call(dispatcher, 'GET', '/api/ops/airports/ENU/extras')).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', '/api/ops/airports/ABV/add-ons/lounge', { active: false })).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'PATCH', '/api/ops/airports/ABV/packages/vip', { active: false })).statusCode).toBe(404);
  });

  it("leaves a booking's lines as they were after a price change, while a new quote takes the new price", async () => {
    const traveller = await signIn(t.app);
    const choice = { packageCode: 'premium', addOns: [{ code: 'porter', quantity: 2 }] };
    const booked = await postCreate(t.app, traveller, { flightBookingReference: flightReference, ...choice });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data.booking;
    expect(linesOf(booking.priceLines)).toEqual([
      ['service', null, 1, 5000],
      ['add_on', 'porter', 1, 1000],
      ['add_on', 'buggy', 1, 2000],
      ['add_on', 'porter', 2, 2000],
    ]);

    const repriced = await call(admin, 'PATCH', '/api/ops/airports/ABV/add-ons/porter', { unitPriceUsdCents: 1500 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json()).toMatchObject({
      message: ExtrasAdminMessages.addOnSaved,
      data: { addOn: { code: 'porter', unitPriceUsdCents: 1500 } },
    });
    const emptied = await call(admin, 'PATCH', '/api/ops/airports/ABV/packages/premium', { items: [] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().data.package.items).toEqual([]);

    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: traveller.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.booking.priceLines).toEqual(booking.priceLines);
    expect(read.json().data.booking.totalAmount).toBe(booking.totalAmount);

    const after = await quote(choice);
    expect(after.statusCode, after.body).toBe(200);
    expect(linesOf(after.json().data.quote.lines)).toEqual([
      ['service', null, 1, 5000],
      ['add_on', 'porter', 2, 3000],
    ]);

    const stopped = await call(admin, 'PATCH', '/api/ops/airports/ABV/add-ons/porter', { active: false });
    expect(stopped.statusCode).toBe(200);
    const gone = await quote(choice);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe(ExtrasMessages.unknownAddOn('porter', 'ABV'));
    expect((await extrasOf('ABV')).addOns.find((a) => a.code === 'porter')).toMatchObject({ active: false });
  });
});
