/**
 * A cancelled or diverted flight (issue 26 §3): the officers are released at once and the board
 * marks the booking; the traveller chooses in one tap a full refund now (whatever the 24 h rule
 * says) or keeping the booking; with no choice the full refund is made by itself at the meeting
 * time (the `disruption-refund` job, run here with an injected clock). Also the flight check
 * right after payment, and the 72 h horizon of the polling rounds.
 */
import { formatLagos } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index';
import type { FlightStatusSource } from '../../integrations/flight-data/types';
import { authHeader, createFlight, createUser } from '../../test/factories';
import { assignedOfficers } from '../../test/peeks/rows';
import { seedRoster } from '../../test/roster';
import { bookedArrival as bookedArrivalOn } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { setFlightStatus } from '../../test/stand-ins/switches';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxOfBooking } from '../messages/index';
import { holdOfficers } from '../operations/index';
import { refundUnansweredDisruption } from './booking-disruption.service';
import { checkBookedFlight } from './flight-check.job';
import { flightFollowingDeps } from './flight-polling.job';
import { runFlightStatusRound } from './index';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('a cancelled or diverted flight', () => {
  let t: TestApp;
  let ada: SignedIn;
  let dispatcher: { authorization: string };
  const now = new Date(Math.floor(Date.now() / MIN) * MIN);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(() => t.close());

  /** A paid, confirmed arrival on its own flight landing `hours` from now, with `officerIds` held. */
  const bookedArrival = (hours: number, officerIds: string[] = []) =>
    bookedArrivalOn(t.app.db, ada.user.id, at(hours), { officerIds });

  const setStatus = (payload: Record<string, unknown>) => setFlightStatus(t, payload);
  const round = (when = now) => runFlightStatusRound(flightFollowingDeps(t.app), when);
  const assigned = (bookingId: string) => assignedOfficers(t.app.db, bookingId);
  const getBooking = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: ada.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.booking;
  };
  const choose = (id: string, choice: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/disruption-choice`,
      headers: ada.headers,
      payload: { choice },
    });
  const boardRow = async (bookingId: string, meetingTime: Date) => {
    const date = formatLagos(meetingTime, 'yyyy-MM-dd');
    const res = await t.app.inject({ method: 'GET', url: `/api/ops/board?date=${date}`, headers: dispatcher });
    return res.json().data.bookings.find((b: { id: string }) => b.id === bookingId);
  };
  const jobsOf = async (name: string, key: string) =>
    (
      await t.app.database.executeSql(
        'select start_after as "startAfter" from pgboss.job where name = $1 and singleton_key = $2',
        [name, key],
      )
    ).rows as { startAfter: string }[];

  it('releases the officer at once, marks the board row, and schedules the refund for the meeting time', async () => {
    const [officer] = await seedRoster(t.app.db, { officers: 1, from: at(5), to: at(9) });
    const { flight, booking } = await bookedArrival(6, [officer?.id ?? '']);
    expect(await assigned(booking.id)).toEqual([officer?.id]);
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });

    await round();

    expect(await assigned(booking.id)).toEqual([]);
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'confirmed',
      flightDisruption: 'cancelled',
      disruptionChoice: null,
    });
    // On the board: flagged, and not "Needs officer" (the release was on purpose).
    expect(await boardRow(booking.id, booking.meetingTime)).toMatchObject({
      flightDisruption: 'cancelled',
      disruptionChoice: null,
      needsOfficer: false,
      officers: [],
    });
    const jobs = await jobsOf('disruption-refund', booking.id);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.startAfter ?? 0).getTime()).toBe(booking.meetingTime.getTime());
  });

  it('refunds in full in one tap 2 hours before landing, whatever the 24 h rule says', async () => {
    const { flight, booking } = await bookedArrival(2);
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'diverted' });
    await round();

    const res = await choose(booking.id, 'refund');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Booking cancelled. Your flight was cancelled or diverted, so a full refund is on its way.',
      data: { refund: 'full', booking: { status: 'cancelled', refundStatus: 'pending', disruptionChoice: 'refund' } },
    });
    expect(await jobsOf('refund-booking', booking.id)).toHaveLength(1);
    // Nothing is left for the automatic refund to do at the meeting time.
    expect(await refundUnansweredDisruption(t.app, booking.id, booking.meetingTime)).toBe('nothing-to-do');
  });

  it('keeps the booking for the re-booked flight, shown on the board, and no automatic refund follows', async () => {
    const { flight, booking } = await bookedArrival(10);
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });
    await round();

    const res = await choose(booking.id, 'keep');

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      refund: 'none',
      booking: { status: 'confirmed', disruptionChoice: 'keep' },
    });
    expect(await boardRow(booking.id, booking.meetingTime)).toMatchObject({ disruptionChoice: 'keep' });
    expect(await refundUnansweredDisruption(t.app, booking.id, booking.meetingTime)).toBe('nothing-to-do');
    expect((await getBooking(booking.id)).status).toBe('confirmed');
    // Keeping twice is refused; the refund stays on offer.
    expect((await choose(booking.id, 'keep')).statusCode).toBe(409);
    expect((await choose(booking.id, 'refund')).json().data.refund).toBe('full');
  });

  it('lets a dispatcher move a kept booking to the re-booked flight, with an officer, and no refund follows', async () => {
    const { flight, booking } = await bookedArrival(14);
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });
    await round();
    await choose(booking.id, 'keep');
    const newLanding = at(38);
    const [officer] = await seedRoster(t.app.db, { officers: 1, from: at(37), to: at(41) });
    const rebooked = await createFlight(t.app.db, {
      departureTime: new Date(newLanding.getTime() - 6 * HOUR),
      arrivalTime: newLanding,
    });
    const move = (headers: Record<string, string>, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/ops/bookings/${booking.id}/move`, headers, payload: body });
    const body = { flightBookingReference: rebooked.reference, reason: 'Re-booked by the airline' };

    // Only staff: a customer is told nothing exists; a reason is required.
    expect((await move(ada.headers, body)).statusCode).toBe(404);
    expect((await move(dispatcher, { ...body, reason: '' })).json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    const res = await move(dispatcher, body);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      flightNumber: rebooked.flightNumber,
      meetingTime: newLanding.toISOString(),
      missingOfficers: 0,
    });
    const seen = await getBooking(booking.id);
    expect(seen).toMatchObject({ status: 'confirmed', flightDisruption: null, meetingTime: newLanding.toISOString() });
    expect(seen.flight.flightNumber).toBe(rebooked.flightNumber);
    expect(await assigned(booking.id)).toEqual([officer?.id]);
    expect(await refundUnansweredDisruption(t.app, booking.id, booking.meetingTime)).toBe('nothing-to-do');
    expect(seen.disruptionChoice).toBeNull();
    // Moving onto the same flight again is refused, and changes nothing.
    expect((await move(dispatcher, body)).statusCode).toBe(409);
  });

  it('treats a booking paid after its flight was flagged like one paid before: released, told, refunded by itself', async () => {
    const [officer] = await seedRoster(t.app.db, { officers: 1, from: at(15), to: at(19) });
    const { flight, booking } = await bookedArrival(16);
    await t.app.db
      .update(bookings)
      .set({ status: 'pending', paymentStatus: 'pending' })
      .where(eq(bookings.id, booking.id));
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });
    await round();
    // Paid since, and officers assigned at payment.
    await t.app.db
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid' })
      .where(eq(bookings.id, booking.id));
    await holdOfficers(
      t.app.db,
      { id: booking.id, windowStart: booking.serviceWindowStart, windowEnd: booking.serviceWindowEnd },
      { officerIds: [officer?.id ?? ''], assignedBy: null },
    );

    await checkBookedFlight(flightFollowingDeps(t.app), booking.id, now);

    expect(await assigned(booking.id)).toEqual([]);
    expect((await outboxOfBooking(t.app.db, booking.id)).map((m) => m.kind)).toContain('flight-disrupted');
    expect(await jobsOf('disruption-refund', booking.id)).toHaveLength(1);
  });

  it('refunds in full by itself at the original meeting time when the traveller does not choose', async () => {
    const { flight, booking } = await bookedArrival(4);
    await setStatus({ flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });
    await round();
    const oneMinuteBefore = new Date(booking.meetingTime.getTime() - MIN);

    expect(await refundUnansweredDisruption(t.app, booking.id, oneMinuteBefore)).toBe('not-yet');
    expect((await getBooking(booking.id)).status).toBe('confirmed');
    expect(await refundUnansweredDisruption(t.app, booking.id, booking.meetingTime)).toBe('refunded');

    expect(await getBooking(booking.id)).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
    expect(await jobsOf('refund-booking', booking.id)).toHaveLength(1);
    // Run again (a retry): nothing more happens.
    expect(await refundUnansweredDisruption(t.app, booking.id, booking.meetingTime)).toBe('nothing-to-do');
  });

  it("refuses a choice on a booking whose flight is on time (409) or that is not the caller's (404)", async () => {
    const { booking } = await bookedArrival(30);
    expect((await choose(booking.id, 'refund')).json()).toMatchObject({ success: false, error: 'CONFLICT' });
    const other = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/disruption-choice`,
      headers: other.headers,
      payload: { choice: 'refund' },
    });
    expect(res.statusCode).toBe(404);
    expect((await choose(booking.id, 'maybe')).json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect((await getBooking(booking.id)).status).toBe('confirmed');
  });

  it("checks the flight right after payment, days ahead, and shows the flight's own new time", async () => {
    const { flight, booking } = await bookedArrival(5 * 24);
    const late = new Date(flight.arrivalTime.getTime() + 3 * HOUR);
    await setStatus({
      flightNumber: flight.flightNumber,
      date: flight.serviceDate,
      status: 'delayed',
      estimatedTime: late.toISOString(),
    });

    const changes = await checkBookedFlight(flightFollowingDeps(t.app), booking.id, now);

    expect(changes).toMatchObject([{ kind: 'retimed', bookingId: booking.id }]);
    const seen = await getBooking(booking.id);
    expect(seen.meetingTime).toBe(late.toISOString());
    expect(new Date(seen.flight.estimatedArrivalTime).toISOString()).toBe(late.toISOString());
    const row = await boardRow(booking.id, late);
    expect(row.flight.estimatedArrivalTime).toBe(late.toISOString());
  });

  it('asks about every booking inside the next 72 h at the far interval, and none beyond', async () => {
    const inside = await bookedArrival(60);
    const beyond = await bookedArrival(80);
    const ours = [inside, beyond].map((b) => b.flight.flightNumber);
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
      return [...calls];
    };
    expect(await asked(0)).toEqual([inside.flight.flightNumber]);
    expect(await asked(29)).toEqual([]);
    expect(await asked(30)).toEqual([inside.flight.flightNumber]);
  });
});
