/**
 * A kept booking asks for the new flight (issue 36 item 5): "keep" after a cancelled flight names
 * the flight the airline put the traveller on; the booking moves to it at once when it can be
 * served (officers free, enough notice), audited, and every message says "moved from P47125
 * (cancelled) to P47121, …"; otherwise it waits for the dispatcher, whose board names the flight.
 */
import { formatLagos } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { authHeader, createFlight, createUser } from '../../test/factories';
import { assignedOfficers } from '../../test/peeks/rows';
import { seedRoster } from '../../test/roster';
import { bookedArrival as bookedArrivalOn } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { setFlightStatus } from '../../test/stand-ins/switches';
import { createTestApp, type TestApp } from '../../test/test-app';
import { composeMessage } from '../messages/compose';
import { refundUnansweredDisruption } from './booking-disruption.service';
import { flightFollowingDeps } from './flight-polling.job';
import { runFlightStatusRound } from './index';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('keeping a booking after a cancelled flight, with the new flight named', () => {
  let t: TestApp;
  let ada: SignedIn;
  let admin: { authorization: string };
  let dispatcher: { authorization: string };
  const now = new Date(Math.floor(Date.now() / MIN) * MIN);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    admin = await authHeader(t.app, await createUser(t.app.db, { role: 'admin' }));
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(() => t.close());

  /** A paid arrival landing `hours` from now whose flight the airline then cancelled. */
  async function cancelledArrival(hours: number) {
    const { flight, booking } = await bookedArrivalOn(t.app.db, ada.user.id, at(hours));
    await setFlightStatus(t, { flightNumber: flight.flightNumber, date: flight.serviceDate, status: 'cancelled' });
    await runFlightStatusRound(flightFollowingDeps(t.app), now);
    return { flight, booking };
  }
  /** Another flight landing at LOS `hours` from now. */
  const rebookedFlight = (hours: number) =>
    createFlight(t.app.db, { departureTime: new Date(at(hours).getTime() - 6 * HOUR), arrivalTime: at(hours) });
  const keep = (bookingId: string, flightBookingReference?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/disruption-choice`,
      headers: ada.headers,
      payload: { choice: 'keep', ...(flightBookingReference ? { flightBookingReference } : {}) },
    });
  const getBooking = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: ada.headers })).json().data.booking;

  it('moves the booking at once to a flight that can be served, audited, and says it as a move', async () => {
    const { flight, booking } = await cancelledArrival(14);
    const [officer] = await seedRoster(t.app.db, { officers: 1, from: at(37), to: at(41) });
    const rebooked = await rebookedFlight(38);

    const res = await keep(booking.id, rebooked.reference);

    expect(res.statusCode).toBe(200);
    const moved = `moved from ${flight.flightNumber} (cancelled) to ${rebooked.flightNumber}`;
    const when = `${formatLagos(at(38), 'EEE d MMM')}, meeting ${formatLagos(at(38), 'HH:mm')} WAT`;
    expect(res.json().message).toBe(
      `Done: your booking ${moved}, ${when}. Your meeting code and officer card stay on this page.`,
    );
    expect(res.json().data).toMatchObject({ move: 'moved', refund: 'none' });
    const seen = await getBooking(booking.id);
    expect(seen).toMatchObject({
      status: 'confirmed',
      flightDisruption: null,
      disruptionChoice: null,
      meetingTime: at(38).toISOString(),
      meetingChange: {
        kind: 'moved',
        fromFlightNumber: flight.flightNumber,
        fromFlightDisruption: 'cancelled',
        toFlightNumber: rebooked.flightNumber,
        fromMeetingTime: booking.meetingTime.toISOString(),
        toMeetingTime: at(38).toISOString(),
      },
    });
    expect(seen.flight.flightNumber).toBe(rebooked.flightNumber);
    expect(await assignedOfficers(t.app.db, booking.id)).toEqual([officer?.id]);
    expect(await refundUnansweredDisruption(t.app, booking.id, booking.meetingTime)).toBe('nothing-to-do');
    // Audited as the traveller's move.
    const audit = await t.app.inject({ method: 'GET', url: `/api/ops/bookings/${booking.id}/audit`, headers: admin });
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({
        action: 'booking.moved',
        actor: expect.objectContaining({ id: ada.user.id, role: 'customer' }),
        details: expect.objectContaining({ from: expect.stringContaining(flight.flightNumber) }),
      }),
    );
    // The e-mail says it as a move, not as a new time of the new flight.
    const [row] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `service-retimed:${booking.id}:moved:${at(38).toISOString()}`));
    if (!row) throw new Error('no re-timed message');
    const mail = await composeMessage(
      t.app.db,
      { ...row, kind: 'service-retimed', channel: 'email', audience: 'account' },
      { publicUrl: 'https://fasttrack.test' },
    );
    if (!('mail' in mail)) throw new Error(mail.drop);
    expect(mail.mail.text).toContain(`Your booking ${moved}, `);
    expect(mail.mail.text).not.toContain('has a new estimated time');
  });

  it('leaves a flight no officer is free for to the dispatcher, whose board names it', async () => {
    const { booking } = await cancelledArrival(16);
    const rebooked = await rebookedFlight(44);

    const res = await keep(booking.id, rebooked.reference);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Thank you. No officer is free yet for that flight. Our team will move your booking to ${rebooked.flightNumber} and tell you when it is done.`,
      data: { move: 'requested', booking: { disruptionChoice: 'keep', requestedFlightNumber: rebooked.flightNumber } },
    });
    // Nothing moved: the booking is on its cancelled flight, still kept, its refund still on offer.
    const seen = await getBooking(booking.id);
    expect(seen).toMatchObject({ flightDisruption: 'cancelled', disruptionChoice: 'keep', meetingChange: null });
    const date = new Date(booking.meetingTime.getTime() + HOUR).toISOString().slice(0, 10);
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/ops/board?q=${booking.reference}&date=${date}`,
      headers: dispatcher,
    });
    expect(board.json().data.bookings[0]).toMatchObject({
      disruptionChoice: 'keep',
      requestedFlight: { flightNumber: rebooked.flightNumber, date: rebooked.serviceDate },
    });
    // Once officers are free the dispatcher moves it; the named flight is then cleared.
    await seedRoster(t.app.db, { officers: 1, from: at(43), to: at(47) });
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking.id}/move`,
      headers: dispatcher,
      payload: { flightBookingReference: rebooked.reference, reason: 'The flight the traveller named' },
    });
    expect(move.json().data).toMatchObject({ flightNumber: rebooked.flightNumber, missingOfficers: 0 });
    expect(await getBooking(booking.id)).toMatchObject({ requestedFlightNumber: null, flightDisruption: null });
  });

  it('leaves a flight too close for the notice to the dispatcher, and refuses one that cannot take the booking', async () => {
    const { flight, booking } = await cancelledArrival(2);
    await seedRoster(t.app.db, { officers: 1, from: at(1), to: at(6) });
    const soon = await rebookedFlight(2.5);
    const res = await keep(booking.id, soon.reference);
    expect(res.json()).toMatchObject({ data: { move: 'requested' } });
    expect(res.json().message).toContain('That flight is less than 3 hours away.');

    // Its own flight, or one that does not land at the booking's airport (LOS): refused (409), nothing changes.
    expect((await keep(booking.id, flight.reference)).statusCode).toBe(409);
    const outbound = await createFlight(t.app.db, {
      departureIata: 'LOS',
      arrivalIata: 'LHR',
      departureTime: at(30),
      arrivalTime: at(36),
    });
    const wrong = await keep(booking.id, outbound.reference);
    expect(wrong.json()).toMatchObject({
      success: false,
      error: 'CONFLICT',
      message: "An Arrival Service needs a flight that lands at this booking's airport (LOS).",
    });
    expect((await keep(booking.id, 'NO-SUCH-FLIGHT')).statusCode).toBe(404);
    expect((await getBooking(booking.id)).requestedFlightNumber).toBe(soon.flightNumber);
  });
});
