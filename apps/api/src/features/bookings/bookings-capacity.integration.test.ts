/**
 * Bookings meet capacity (issue 15 §1, §4, §5): the plan on every booking, minimum notice,
 * officers held at booking, FULLY_BOOKED, idempotent replays once full, holds that lapse and
 * the job that expires them. One officer on shift, so a second booking in a window finds none.
 */
import { fullyBookedMessage, HOLD_EXPIRED_MESSAGE, noticeProblem, servicePlan } from '@fasttrack/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import {
  bookingAssignments,
  bookingEvents,
  bookings,
  capacityRefusals,
  meetingPoints,
  outboxMessages,
} from '../../db/schema/index';
import { seedReferenceData } from '../../db/seed/index';
import { DEFAULT_MEETING_POINTS } from '../../db/seed/meeting-points';
import { createFlight, type FlightRow, flightFromLos } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-database';
import { lockCapacity, lockCapacityFor } from '../operations/index';
import { createBooking } from './booking-create.service';
import { expireBooking } from './booking-expiry';

const HOUR = 3_600_000;
const MINUTE = 60_000;
let hoursAhead = 72;

describe('bookings and capacity', () => {
  let t: TestApp;
  let ada: SignedIn;
  let officerId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    const [officer] = await seedRoster(t.app.db, { officers: 1 });
    officerId = officer?.id ?? '';
  });
  afterAll(() => t.close());

  /** An inbound flight at its own time, so no two tests share a service window. */
  async function ownFlight(overrides: Partial<FlightRow> = {}) {
    hoursAhead += 6;
    return createFlight(t.app.db, { departureTime: new Date(Date.now() + hoursAhead * HOUR), ...overrides });
  }
  const availability = (flight: FlightRow, serviceType = 'arrival', passengerCount = 1) =>
    t.app.inject({
      method: 'GET',
      url: `/api/bookings/availability?flightBookingReference=${flight.reference}&serviceType=${serviceType}&passengerCount=${passengerCount}`,
      headers: ada.headers,
    });
  const held = async (bookingId: string) =>
    (await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, bookingId))).map(
      (r) => r.officerId,
    );

  it('gives the booking its meeting time, meeting point and hold, and holds an officer', async () => {
    const flight = await ownFlight();
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json().data;
    const point = DEFAULT_MEETING_POINTS.find(
      (p) => p.airportIata === 'LOS' && p.terminal === 'International' && p.serviceType === 'arrival',
    );
    expect(booking.meetingTime).toBe(flight.arrivalTime.toISOString());
    expect(booking.meetingPoint).toBe(point?.description);
    expect(new Date(booking.holdExpiresAt).getTime() - new Date(booking.createdAt).getTime()).toBe(30 * MINUTE);
    expect(await held(booking.id)).toEqual([officerId]);
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(read.json().data.booking).toMatchObject({
      meetingTime: booking.meetingTime,
      meetingPoint: point?.description,
    });
  });

  it('uses the Domestic meeting point for a domestic flight with no terminal, meeting 2 h before departure', async () => {
    const flight = await ownFlight({ ...flightFromLos, arrivalIata: 'ABV', terminal: null });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference, serviceType: 'departure' });
    expect(res.statusCode).toBe(201);
    const point = DEFAULT_MEETING_POINTS.find(
      (p) => p.airportIata === 'LOS' && p.terminal === 'Domestic' && p.serviceType === 'departure',
    );
    expect(res.json().data.booking).toMatchObject({
      meetingTime: new Date(flight.departureTime.getTime() - 2 * HOUR).toISOString(),
      meetingPoint: point?.description,
    });
  });

  it('keeps an edited meeting point when reference data is seeded again', async () => {
    const edited = 'Beside the pharmacy at the foot of the arrivals escalator, International terminal.';
    const where = and(
      eq(meetingPoints.airportIata, 'LOS'),
      eq(meetingPoints.terminal, 'International'),
      eq(meetingPoints.serviceType, 'arrival'),
    );
    const [before] = await t.app.db.select().from(meetingPoints).where(where);
    await t.app.db.update(meetingPoints).set({ description: edited }).where(where);
    await seedReferenceData(t.app.db);
    expect((await t.app.db.select().from(meetingPoints).where(where))[0]?.description).toBe(edited);
    const flight = await ownFlight();
    expect((await availability(flight)).json().data.meetingPoint).toBe(edited);
    await t.app.db
      .update(meetingPoints)
      .set({ description: before?.description ?? '' })
      .where(where);
  });

  it('answers availability to visitors too, with 404 for an unknown flight, 400 for bad input, NOT_BOOKABLE for a misfit', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/availability?flightBookingReference=FLT-NOPE&serviceType=arrival&passengerCount=1',
      headers: ada.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const flight = await ownFlight();
    expect((await availability(flight, 'arrival', 11)).statusCode).toBe(400);
    expect((await availability(flight, 'cruise')).statusCode).toBe(400);
    // A visitor who has not signed in yet sees it too (the dialog asks before sign-in).
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/availability?flightBookingReference=${flight.reference}&serviceType=arrival&passengerCount=1`,
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toMatchObject({ available: true, unavailableCode: null });
    expect((await availability(flight, 'departure')).json().data).toMatchObject({
      available: false,
      unavailableCode: 'NOT_BOOKABLE',
      unavailableMessage: `Departure Service is only for flights that leave an airport we serve; ${flight.flightNumber} leaves from LHR.`,
    });
  });

  it('refuses a meeting time less than 3 h away with 422, in the words availability shows', async () => {
    const flight = await createFlight(t.app.db, { ...flightFromLos, departureTime: new Date(Date.now() + 4 * HOUR) });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference, serviceType: 'departure' });
    expect(res.statusCode).toBe(422);
    const words = noticeProblem(
      servicePlan({ ...flight, domestic: false }, 'departure'),
      { serviceType: 'departure' },
      new Date(),
    );
    expect(res.json()).toEqual({ success: false, error: 'UNPROCESSABLE', message: words });
    expect(await t.app.db.select().from(bookings).where(eq(bookings.flightId, flight.id))).toEqual([]);
    const seen = (await availability(flight, 'departure')).json().data;
    expect(seen).toMatchObject({ available: false, unavailableCode: 'TOO_SOON', unavailableMessage: words });
  });

  it('answers 409 FULLY_BOOKED when no officer is free, and availability says so first', async () => {
    const flight = await ownFlight();
    expect((await availability(flight)).json().data).toMatchObject({
      available: true,
      officersNeeded: 1,
      unavailableCode: null,
      meetingTime: flight.arrivalTime.toISOString(),
    });
    expect((await postCreate(t.app, ada, { flightBookingReference: flight.reference })).statusCode).toBe(201);
    const bola = await signIn(t.app);
    const res = await postCreate(t.app, bola, { flightBookingReference: flight.reference });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'FULLY_BOOKED', message: fullyBookedMessage('arrival', 0) });
    // The demand turned away is kept for the work report (issue 30).
    const refusals = await t.app.db
      .select()
      .from(capacityRefusals)
      .where(eq(capacityRefusals.meetingTime, flight.arrivalTime));
    expect(refusals).toMatchObject([
      { serviceType: 'arrival', terminal: 'International', passengerCount: 1, officersNeeded: 1 },
    ]);
    expect((await availability(flight)).json().data).toMatchObject({
      available: false,
      unavailableCode: 'FULLY_BOOKED',
      unavailableMessage: fullyBookedMessage('arrival', 0),
    });
  });

  it('needs two officers for six passengers, and says the one officer free can still serve five', async () => {
    const flight = await ownFlight();
    expect((await availability(flight, 'arrival', 6)).json().data).toMatchObject({
      officersNeeded: 2,
      unavailableCode: 'FULLY_BOOKED',
      unavailableMessage:
        'This Arrival Service can still serve up to 5 passengers. Choose 5 or fewer, or another flight.',
    });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference, passengerCount: 6 });
    expect(res.json()).toMatchObject({ error: 'FULLY_BOOKED', message: fullyBookedMessage('arrival', 1) });
    expect(
      (await postCreate(t.app, ada, { flightBookingReference: flight.reference, passengerCount: 5 })).statusCode,
    ).toBe(201);
  });

  it('replays the first answer for a key even once the window is full', async () => {
    const flight = await ownFlight();
    const body = { flightBookingReference: flight.reference };
    const first = await postCreate(t.app, ada, body, { 'idempotency-key': 'last-officer' });
    expect(first.statusCode).toBe(201);
    const again = await postCreate(t.app, ada, body, { 'idempotency-key': 'last-officer' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.booking.id).toBe(first.json().data.booking.id);
    const other = await postCreate(t.app, ada, body, { 'idempotency-key': 'another-attempt' });
    expect(other.json().error).toBe('FULLY_BOOKED');
  });

  it('frees the officer of a lapsed hold before the expiry round runs; expiring it then expires the booking', async () => {
    const flight = await ownFlight();
    const deps = { db: t.app.db, jobs: t.app.jobs, holdMinutes: 30 };
    const { booking: lapsed } = await createBooking(
      deps,
      {
        caller: { userId: ada.user.id, role: 'customer' },
        input: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 1 },
      },
      { now: new Date(Date.now() - 31 * MINUTE) },
    );
    const bola = await signIn(t.app);
    const res = await postCreate(t.app, bola, { flightBookingReference: flight.reference });
    expect(res.statusCode).toBe(201);
    expect(await expireBooking(deps, lapsed.id)).toBe(true);
    expect(await expireBooking(deps, lapsed.id)).toBe(false);
    // The traveller is told once, with a way to book again (issue 26 §6).
    const told = await t.app.db
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.bookingId, lapsed.id));
    expect(told).toEqual([{ kind: 'booking-expired' }]);
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${lapsed.id}`, headers: ada.headers });
    expect(read.json().data.booking).toMatchObject({ status: 'expired', holdExpiresAt: null });
    expect(await held(lapsed.id)).toEqual([]);
    const [event] = await t.app.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, lapsed.id), eq(bookingEvents.field, 'status')));
    expect(event).toMatchObject({ fromValue: 'pending', toValue: 'expired', actorRole: 'system', actorUserId: null });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/create',
      headers: ada.headers,
      payload: { bookingId: lapsed.id, paymentMethod: 'card' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(HOLD_EXPIRED_MESSAGE);
  });

  it('releases the officer when the booking is cancelled', async () => {
    const flight = await ownFlight();
    const first = (await postCreate(t.app, ada, { flightBookingReference: flight.reference })).json().data.booking;
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${first.id}`, headers: ada.headers });
    expect(cancel.statusCode).toBe(200);
    expect(await held(first.id)).toEqual([]);
    expect((await postCreate(t.app, ada, { flightBookingReference: flight.reference })).statusCode).toBe(201);
  });

  it('lets exactly one of many creates take the last free officer', async () => {
    const flight = await ownFlight();
    const people = await Promise.all(Array.from({ length: 50 }, () => signIn(t.app)));
    const create = (who: SignedIn) => postCreate(t.app, who, { flightBookingReference: flight.reference });
    // PostgreSQL: all at once, each on its own connection. PGlite has one connection: one by one.
    const answers =
      testDbKind === 'postgres'
        ? await Promise.all(people.map(create))
        : await people
            .slice(0, 5)
            .reduce(
              async (done, who) => [...(await done), await create(who)],
              Promise.resolve([] as Awaited<ReturnType<typeof create>>[]),
            );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(answers.length - 1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error === 'FULLY_BOOKED')).toBe(true);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.flightId, flight.id))).toHaveLength(1);
  });
});

describe.runIf(testDbKind === 'postgres')('the capacity lock (ADR 212)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const window = (isoStart: string, hours = 2) => ({
    windowStart: new Date(isoStart),
    windowEnd: new Date(new Date(isoStart).getTime() + hours * 3_600_000),
    timeZone: 'Africa/Lagos',
  });
  /** Runs `lock` in a transaction that gives up after 300 ms of waiting: 'waits' or 'free'. */
  const tryLock = (lock: (tx: Tx) => Promise<void>) =>
    t.app.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '300ms'`);
        await lock(tx);
        return 'free';
      })
      .catch((err: { cause?: { code?: string }; code?: string }) =>
        (err.cause?.code ?? err.code) === '55P03' ? 'waits' : Promise.reject(err),
      );

  it('lets decisions on other Lagos days go ahead, holds those on the same day and staff-wide changes', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const taken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A booking on 10 March, 22:00-00:30 Lagos time (over midnight), deciding.
    const holder = t.app.db.transaction(async (tx) => {
      await lockCapacityFor(tx, window('2030-03-10T21:00:00Z', 2.5));
      locked();
      await held;
    });
    await taken;
    try {
      expect(await tryLock(async (tx) => void (await lockCapacityFor(tx, window('2030-03-12T09:00:00Z'))))).toBe(
        'free',
      );
      expect(await tryLock(async (tx) => void (await lockCapacityFor(tx, window('2030-03-10T08:00:00Z'))))).toBe(
        'waits',
      );
      expect(await tryLock(async (tx) => void (await lockCapacityFor(tx, window('2030-03-11T08:00:00Z'))))).toBe(
        'waits',
      );
      expect(await tryLock((tx) => lockCapacity(tx))).toBe('waits');
    } finally {
      release();
      await holder;
    }
  });
});
