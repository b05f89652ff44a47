/**
 * Following booked flights (issue 18): the stand-in's status switch makes a flight late, early,
 * cancelled or diverted, and a polling round re-times the service, re-checks its officers,
 * flags the booking and e-mails the traveller. One provider call per flight per round, however
 * many processes run the round.
 */
import { formatLagos } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, staffAuditEvents } from '../../db/schema/index';
import type { FlightStatusQuery, FlightStatusSource } from '../../integrations/flight-data/types';
import { authHeader, createBooking, createUser } from '../../test/factories';
import { assignedOfficers } from '../../test/peeks/rows';
import { seedRoster } from '../../test/roster';
import { bookedArrival as bookedArrivalOn } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { setFlightStatus } from '../../test/stand-ins/switches';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxOfBooking } from '../messages/index';
import { flightFollowingDeps } from './flight-polling.job';
import { runFlightStatusRound } from './index';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('following booked flights', () => {
  let t: TestApp;
  let ada: SignedIn;
  let dispatcher: { authorization: string };
  // Whole minutes, so the switch's times compare exactly.
  const now = new Date(Math.floor(Date.now() / MIN) * MIN);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(() => t.close());

  /** A paid, confirmed arrival on its own flight landing `hours` from now, with `officerIds` held. */
  const bookedArrival = (hours: number, officerIds: string[], passengerCount = 1) =>
    bookedArrivalOn(t.app.db, ada.user.id, at(hours), { officerIds, passengerCount });

  const setStatus = (payload: Record<string, unknown>) => setFlightStatus(t, payload);
  const round = (when = now) => runFlightStatusRound(flightFollowingDeps(t.app), when);
  const assigned = (bookingId: string) => assignedOfficers(t.app.db, bookingId);
  const getBooking = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: ada.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.booking;
  };
  const kinds = async (bookingId: string) => (await outboxOfBooking(t.app.db, bookingId)).map((m) => m.kind);

  it('moves the meeting time of a flight 2 h late, keeps the officer, and e-mails the traveller', async () => {
    const [keeper] = await seedRoster(t.app.db, { officers: 1, from: at(9), to: at(16) });
    const { flight, booking } = await bookedArrival(10, [keeper?.id ?? '']);
    const late = new Date(flight.arrivalTime.getTime() + 2 * HOUR);
    const res = await setStatus({
      flightNumber: flight.flightNumber,
      date: flight.serviceDate,
      status: 'delayed',
      estimatedTime: late.toISOString(),
    });
    expect(res.statusCode).toBe(200);

    await round();

    const seen = await getBooking(booking.id);
    expect(seen).toMatchObject({ meetingTime: late.toISOString(), flightStatus: 'delayed', flightDisruption: null });
    expect(seen.flightCheckedAt).toBe(now.toISOString());
    expect(await assigned(booking.id)).toEqual([keeper?.id]);
    expect(await kinds(booking.id)).toContain('service-retimed');
    // Open pages hear of it: a live event of type `flight` with the new meeting time.
    const live = await t.app.db.select().from(liveEvents).where(eq(liveEvents.bookingId, booking.id));
    expect(live.filter((e) => e.type === 'flight').map((e) => e.payload)).toEqual([
      { kind: 'retimed', meetingTime: late.toISOString(), previousMeetingTime: flight.arrivalTime.toISOString() },
    ]);
  });

  it('assigns the next free officer when the assigned one is off shift for the new time', async () => {
    const [leaving] = await seedRoster(t.app.db, { officers: 1, from: at(18), to: at(22) });
    const [relief] = await seedRoster(t.app.db, { officers: 1, from: at(18), to: at(30) });
    const { flight, booking } = await bookedArrival(20, [leaving?.id ?? '']);
    await setStatus({
      flightNumber: flight.flightNumber,
      date: flight.serviceDate,
      status: 'delayed',
      estimatedTime: new Date(flight.arrivalTime.getTime() + 3 * HOUR).toISOString(),
    });

    await round();

    expect(await assigned(booking.id)).toEqual([relief?.id]);
    expect((await getBooking(booking.id)).meetingTime).toBe(
      new Date(flight.arrivalTime.getTime() + 3 * HOUR).toISOString(),
    );
  });

  it('leaves the booking without an officer when nobody is free, and the board says "Needs officer"', async () => {
    const [early] = await seedRoster(t.app.db, { officers: 1, from: at(3), to: at(6) });
    const { flight, booking } = await bookedArrival(4, [early?.id ?? '']);
    const late = new Date(flight.arrivalTime.getTime() + 3 * HOUR);
    await setStatus({
      flightNumber: flight.flightNumber,
      date: flight.serviceDate,
      status: 'delayed',
      estimatedTime: late.toISOString(),
    });

    await round();

    expect(await assigned(booking.id)).toEqual([]);
    const audit = await t.app.db
      .select({ action: staffAuditEvents.action })
      .from(staffAuditEvents)
      .where(and(eq(staffAuditEvents.bookingId, booking.id), eq(staffAuditEvents.action, 'assignment.needs_officer')));
    expect(audit).toHaveLength(1);
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/ops/board?date=${formatLagos(late, 'yyyy-MM-dd')}`,
      headers: dispatcher,
    });
    const row = board.json().data.bookings.find((b: { id: string }) => b.id === booking.id);
    expect(row).toMatchObject({ needsOfficer: true, meetingTime: late.toISOString() });
    expect(row.flight).toMatchObject({ status: 'delayed', checkedAt: now.toISOString() });
  });

  it('flags a cancelled flight, releases its officer, e-mails the traveller, and refunds in full inside 24 h', async () => {
    const [officer] = await seedRoster(t.app.db, { officers: 1, from: at(11), to: at(15) });
    const { flight, booking } = await bookedArrival(12, [officer?.id ?? '']);
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });

    await round();

    expect(await getBooking(booking.id)).toMatchObject({ flightStatus: 'cancelled', flightDisruption: 'cancelled' });
    expect(await kinds(booking.id)).toContain('flight-disrupted');
    expect(await assigned(booking.id)).toEqual([]);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      refund: 'full',
      rule: 'flight_disrupted_refund',
      booking: { status: 'cancelled', refundStatus: 'pending' },
    });
  });

  it('asks the provider once per flight per round, with two processes running the round', async () => {
    const a = await bookedArrival(7, []);
    const b = await bookedArrival(8, []);
    // A second booking on the first flight: still one call for that flight.
    await createBooking(t.app.db, {
      userId: ada.user.id,
      flightId: a.flight.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: a.booking.meetingTime,
    });
    const later = new Date(now.getTime() + 90 * MIN);
    const calls: string[] = [];
    const counting = (): FlightStatusSource => ({
      async checkStatus(q: FlightStatusQuery) {
        calls.push(q.flightNumber);
        return { status: 'scheduled', estimatedDeparture: null, estimatedArrival: null };
      },
    });
    const process = () => runFlightStatusRound({ ...flightFollowingDeps(t.app), source: counting() }, later);

    await Promise.all([process(), process()]);

    const ours = calls.filter((n) => n === a.flight.flightNumber || n === b.flight.flightNumber);
    expect(ours.sort()).toEqual([a.flight.flightNumber, b.flight.flightNumber].sort());
    calls.length = 0;
    await process();
    expect(calls).toEqual([]);
  });

  it('asks every 30 min from 72 h before the meeting, every 5 min from 3 h before, and not beyond 72 h', async () => {
    const far = await bookedArrival(10, []);
    const near = await bookedArrival(2, []);
    const beyond = await bookedArrival(80, []);
    const ours = [far, near, beyond].map((b) => b.flight.flightNumber);
    const calls: string[] = [];
    const source: FlightStatusSource = {
      async checkStatus(q) {
        if (ours.includes(q.flightNumber)) calls.push(q.flightNumber);
        return { status: 'scheduled', estimatedDeparture: null, estimatedArrival: null };
      },
    };
    const asked = async (minutes: number) => {
      calls.length = 0;
      await runFlightStatusRound({ ...flightFollowingDeps(t.app), source }, new Date(now.getTime() + minutes * MIN));
      return [...calls].sort();
    };
    const [f, n] = [far.flight.flightNumber, near.flight.flightNumber];
    expect(await asked(0)).toEqual([f, n].sort());
    expect(await asked(4)).toEqual([]);
    expect(await asked(5)).toEqual([n]);
    // The near flight was due again at 10 min; the far one waits its 30 min.
    expect(await asked(29)).toEqual([n]);
    expect(await asked(30)).toEqual([f]);
  });

  it('takes a check due within 30 s of a round, since rounds start seconds early or late', async () => {
    const { flight } = await bookedArrival(2.5, []);
    const asked = async (minutes: number) => {
      let mine = 0;
      const source: FlightStatusSource = {
        async checkStatus(q) {
          if (q.flightNumber === flight.flightNumber) mine += 1;
          return { status: 'scheduled', estimatedDeparture: null, estimatedArrival: null };
        },
      };
      await runFlightStatusRound({ ...flightFollowingDeps(t.app), source }, new Date(now.getTime() + minutes * MIN));
      return mine;
    };
    // Within 3 h of the meeting: every 5 min, so due again at 45 min.
    expect(await asked(40)).toBe(1);
    expect(await asked(44.4)).toBe(0);
    expect(await asked(44.5)).toBe(1);
  });

  it('leaves a move under 15 min alone and follows an earlier landing of 30 min', async () => {
    const { flight, booking } = await bookedArrival(14, []);
    const key = { flightNumber: flight.flightNumber, date: flight.serviceDate };
    const minutesEarly = (m: number) => new Date(flight.arrivalTime.getTime() - m * MIN).toISOString();
    await setStatus({ ...key, status: 'scheduled', estimatedTime: minutesEarly(10) });
    await round();
    expect((await getBooking(booking.id)).meetingTime).toBe(flight.arrivalTime.toISOString());

    await setStatus({ ...key, status: 'scheduled', estimatedTime: minutesEarly(30) });
    await round(new Date(now.getTime() + 30 * MIN));
    expect((await getBooking(booking.id)).meetingTime).toBe(minutesEarly(30));
    // The traveller is told once by e-mail and once by push (issue 28 §4); the officer who
    // takes the re-timed service hears of it by push.
    const rows = await outboxOfBooking(t.app.db, booking.id);
    expect(rows.filter((m) => m.channel === 'email').map((m) => m.kind)).toEqual(['service-retimed']);
    expect(
      rows
        .filter((m) => m.kind === 'service-retimed')
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'push']);
  });

  it('refuses a switch with an unknown status in the §8 envelope', async () => {
    const res = await setStatus({ flightNumber: 'BA75', date: '2026-12-01', status: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  });
  it('lets only loopback or the stand-in secret key flip the switch (403 otherwise, §8 envelope)', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const body = { flightNumber: 'BA75', date: '2026-12-01', status: 'delayed' };
    const refused = await t.app.inject({ method: 'POST', url: '/sandbox/flights/_status', payload: body, ...remote });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    const withKey = await t.app.inject({
      method: 'DELETE',
      url: '/sandbox/flights/_status',
      headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
      ...remote,
    });
    expect(withKey.statusCode).toBe(200);
  });
});
