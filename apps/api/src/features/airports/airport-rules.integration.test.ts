/**
 * A served airport's pricing rules (issue 41 item 1; ADR 373): an admin changes the night
 * surcharge and its window, and a quote made after it shows the night line for a meeting inside
 * the new window (23:30, 05:30 local) and none outside it (22:59); an arrival's length of service
 * holds the officer that long; who may change them, and bad input changes nothing.
 */
import { addDaysIso, lagosToday, PriceMessages } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, staffAuditEvents } from '../../db/schema/index';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;

describe('airport pricing rules', () => {
  let t: TestApp;
  let admin: SignedIn;
  let dispatcher: SignedIn;
  let officer: SignedIn;
  let customer: SignedIn;
  // Five days ahead: no minimum notice or urgent window reaches it.
  const day = addDaysIso(lagosToday(), 5);

  const patchRules = (who: SignedIn | null, iata: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/ops/airports/${iata}/rules`, headers: who?.headers ?? {}, payload });
  const rulesOf = async (iata: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ops/airports/${iata}/pricing`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rules;
  };
  /** The lines of a quote for an arrival into Lagos landing at `localTime` (Lagos clock, +01:00). */
  const linesForLanding = async (date: string, localTime: string) => {
    const arrivalTime = new Date(`${date}T${localTime}:00+01:00`);
    const flight = await createFlight(t.app.db, {
      departureTime: new Date(arrivalTime.getTime() - 6 * HOUR),
      arrivalTime,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.quote.lines as Array<{ kind: string; label: string; amountUsdCents: number }>;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await signIn(t.app, 'admin');
    dispatcher = await signIn(t.app, 'dispatcher');
    officer = await signIn(t.app, 'officer');
    customer = await signIn(t.app, 'customer');
  });
  afterAll(() => t.close());

  it('charges the night surcharge an admin sets, inside the window set and not outside it', async () => {
    // Lagos charges no night surcharge as seeded.
    expect((await linesForLanding(day, '23:30')).map((l) => l.kind)).toEqual(['service']);

    const res = await patchRules(admin, 'LOS', {
      nightStartsAt: '23:00',
      nightEndsAt: '06:00',
      nightSurchargeUsdCents: 2500,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PriceMessages.rulesSaved,
      data: {
        rules: {
          nightStartsAt: '23:00',
          nightEndsAt: '06:00',
          nightSurchargeUsdCents: 2500,
          urgentSurchargeUsdCents: 0,
        },
      },
    });
    expect(await rulesOf('LOS')).toEqual(res.json().data.rules);

    const night = await linesForLanding(day, '23:30');
    expect(night.map((l) => l.kind)).toEqual(['service', 'night_surcharge']);
    expect(night[1]).toMatchObject({ label: 'Night service (meeting 23:00-06:00 WAT)', amountUsdCents: 2500 });
    // 05:30 was outside the seeded window (to 05:00) and is inside the new one.
    expect((await linesForLanding(addDaysIso(day, 1), '05:30')).map((l) => l.kind)).toContain('night_surcharge');
    expect((await linesForLanding(day, '22:59')).map((l) => l.kind)).toEqual(['service']);

    const audit = await t.app.db
      .select()
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.action, 'airport.rules_updated'), eq(staffAuditEvents.subjectId, 'LOS')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.user.id, details: { nightSurchargeUsdCents: 2500 } });
  });

  it("holds an arrival's officer for the airport's own length of service, from the landing", async () => {
    await seedRoster(t.app.db, { airportIata: 'LOS' });
    const res = await patchRules(admin, 'LOS', { arrivalServiceMinutes: 150 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rules.arrivalServiceMinutes).toBe(150);
    const arrivalTime = new Date(`${day}T12:00:00+01:00`);
    const flight = await createFlight(t.app.db, {
      departureTime: new Date(arrivalTime.getTime() - 6 * HOUR),
      arrivalTime,
    });
    const created = await postCreate(t.app, customer, { flightBookingReference: flight.reference });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, created.json().data.booking.id));
    expect(row?.serviceWindowEnd.getTime()).toBe(arrivalTime.getTime() + 150 * 60_000);
    // Out of range: refused, and nothing changes.
    expect((await patchRules(admin, 'LOS', { arrivalServiceMinutes: 20 })).statusCode).toBe(400);
    expect((await rulesOf('LOS')).arrivalServiceMinutes).toBe(150);
  });

  it('answers a customer 404, an officer and a dispatcher 403, no token 401, and changes nothing', async () => {
    const before = await rulesOf('PHC');
    const body = { nightSurchargeUsdCents: 1 };
    expect((await patchRules(null, 'PHC', body)).statusCode).toBe(401);
    expect((await patchRules(customer, 'PHC', body)).statusCode).toBe(404);
    expect((await patchRules(officer, 'PHC', body)).statusCode).toBe(403);
    expect((await patchRules(dispatcher, 'PHC', body)).statusCode).toBe(403);
    expect(await rulesOf('PHC')).toEqual(before);
  });

  it.each([
    ['no rule at all', {}],
    ['a night start past 23:59', { nightStartsAt: '24:00' }],
    ['a time without minutes', { nightEndsAt: '5' }],
    ['a negative surcharge', { urgentSurchargeUsdCents: -100 }],
    ['fractions of a cent', { nightSurchargeUsdCents: 10.5 }],
    ['an urgent window beyond a week', { urgentWindowMinutes: 10_081 }],
    ['an unknown rule', { baseServiceMinutes: 90 }],
    ['free cancellation beyond 30 days', { freeCancellationHours: 721 }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const before = await rulesOf('PHC');
    const res = await patchRules(admin, 'PHC', body);
    expect(res.statusCode).toBe(400);
    expect(await rulesOf('PHC')).toEqual(before);
  });

  it('answers 404 for an airport that is not served', async () => {
    expect((await patchRules(admin, 'ENU', { nightSurchargeUsdCents: 1000 })).statusCode).toBe(404);
  });
});
