/**
 * The board shows the service as it happens (issue 36 item 3): the board's stream carries each
 * milestone with the state the card then shows; an officer not checked in 10 minutes before the
 * meeting is flagged at that moment and not before (injected clock); once under way Reassign is
 * refused and the desk steps in instead (audited); the desk reads a chat and writes into it as
 * "FastTrack support"; cancelled and refunded bookings stay under their own filter; a customer or
 * an officer calling the desk's new route gets 404.
 */
import { lagosToday, REASSIGN_UNDER_WAY_MESSAGE, STEP_IN_BEFORE_CHECK_IN_MESSAGE } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBooking, createFlight, createUser } from '../../test/factories';
import { openStream } from '../../test/peeks/live-stream';
import { seedRoster } from '../../test/roster';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordMilestone } from '../live/progress.service';
import { getBoard } from './board.service';

const MIN = 60_000;
type Headers = { authorization: string };
type Service = Awaited<ReturnType<typeof confirmedService>>;

describe('the board, live', () => {
  let t: TestApp;
  let baseUrl: string;
  let dispatcher: Headers;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
    admin = await authHeader(t.app, await createUser(t.app.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const step = (s: Service, milestone: string) =>
    call('POST', `/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });
  const card = async (s: Service, filter = 'all') => {
    const date = lagosToday(s.booking.meetingTime);
    const res = await call('GET', `/ops/board?date=${date}&filter=${filter}`, dispatcher);
    expect(res.statusCode).toBe(200);
    return (res.json().data.bookings as Array<Record<string, unknown>>).find((b) => b.id === s.booking.id);
  };

  it('streams each milestone to the board with the state its card then shows', async () => {
    for (const serviceType of ['arrival', 'departure'] as const) {
      const s = await confirmedService(t.app, 20, serviceType);
      expect(await card(s)).toMatchObject({ serviceState: 'waiting', lateCheckIn: false });
      const ticket = (await call('POST', '/live/tickets', dispatcher, { scope: 'board' })).json().data.ticket;
      const stream = await openStream(baseUrl, ticket);
      const path =
        serviceType === 'arrival'
          ? ['checked_in', 'met', 'immigration', 'baggage', 'completed']
          : ['checked_in', 'met', 'check_in_security', 'immigration', 'completed'];
      for (const milestone of path) {
        const res =
          milestone === 'met'
            ? await call('POST', `/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' })
            : await step(s, milestone);
        expect(res.statusCode, res.body).toBe(200);
        const event = await stream.next(
          (e) => e.data.bookingId === s.booking.id && e.data.payload.milestone === milestone,
        );
        expect(event.event).toBe('milestone');
        expect(event.data.payload.state).toBe(milestone);
        expect((await card(s))?.serviceState).toBe(event.data.payload.state);
      }
      await stream.close();
    }
  });

  it('flags a late check-in at meeting time − 10 min and not a minute before (injected clock)', async () => {
    const s = await confirmedService(t.app, 45);
    const meeting = s.booking.meetingTime.getTime();
    const date = lagosToday(s.booking.meetingTime);
    const boardAt = (now: Date) => getBoard(t.app.db, { date, filter: 'all' }, now);
    const lateIds = (b: Awaited<ReturnType<typeof boardAt>>) => (b.lateCheckIns ?? []).map((l) => l.bookingId);
    const mine = (b: Awaited<ReturnType<typeof boardAt>>) => b.bookings.find((x) => x.id === s.booking.id);

    const aMinuteBefore = await boardAt(new Date(meeting - 11 * MIN));
    expect(lateIds(aMinuteBefore)).not.toContain(s.booking.id);
    expect(mine(aMinuteBefore)?.lateCheckIn).toBe(false);
    // The board is told when to ask again: the moment this one falls due.
    expect(aMinuteBefore.nextCheckInDueAt).toBe(new Date(meeting - 10 * MIN).toISOString());
    expect(lateIds(await boardAt(new Date(meeting - 10 * MIN - 1000)))).not.toContain(s.booking.id);

    const due = await boardAt(new Date(meeting - 10 * MIN));
    expect(mine(due)?.lateCheckIn).toBe(true);
    expect(due.lateCheckIns?.find((l) => l.bookingId === s.booking.id)).toMatchObject({
      bookingReference: s.booking.reference,
      checkInDueAt: new Date(meeting - 10 * MIN).toISOString(),
      officers: [{ id: s.officer.id, firstName: s.officer.firstName, phone: '+2348030000000' }],
    });

    // Checked in: no longer late.
    const caller = { userId: s.officer.id, role: 'officer' as const };
    await recordMilestone(t.app, {
      caller,
      bookingId: s.booking.id,
      milestone: 'checked_in',
      now: new Date(meeting - 8 * MIN),
    });
    const after = await boardAt(new Date(meeting - 7 * MIN));
    expect(lateIds(after)).not.toContain(s.booking.id);
    expect(mine(after)).toMatchObject({ lateCheckIn: false, serviceState: 'checked_in' });
  });

  it('refuses Reassign once the officer has checked in, and lets the desk step in instead (audited)', async () => {
    const s = await confirmedService(t.app);
    const [spare] = await seedRoster(t.app.db, { officers: 1, firstName: 'Bola' });
    if (!spare) throw new Error('no officer seeded');
    const reassign = () =>
      call('POST', `/ops/bookings/${s.booking.id}/assignments`, dispatcher, {
        officerId: spare.id,
        replaceOfficerId: s.officer.id,
      });
    const stepIn = (headers: Headers, payload: unknown) =>
      call('POST', `/ops/bookings/${s.booking.id}/step-in`, headers, payload);

    const early = await stepIn(dispatcher, { milestone: 'immigration', reason: 'Officer phoned in' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(STEP_IN_BEFORE_CHECK_IN_MESSAGE);

    expect((await step(s, 'checked_in')).statusCode).toBe(200);
    const refused = await reassign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: 'SERVICE_UNDER_WAY', message: REASSIGN_UNDER_WAY_MESSAGE });
    const unassign = await call('DELETE', `/ops/bookings/${s.booking.id}/assignments/${s.officer.id}`, dispatcher);
    expect(unassign.json()).toMatchObject({ error: 'SERVICE_UNDER_WAY' });
    expect((await card(s))?.officers).toMatchObject([{ id: s.officer.id }]);

    // The desk records the meeting with the code read on the phone, then the next step.
    const reason = 'Officer’s phone is flat; he called the desk';
    const wrong = await stepIn(dispatcher, { milestone: 'met', reason, code: '0000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'MEETING_CODE_WRONG' });
    expect((await stepIn(dispatcher, { milestone: 'met', reason })).statusCode).toBe(400);
    expect((await stepIn(dispatcher, { milestone: 'met', reason, code: '4821' })).statusCode).toBe(200);
    const outOfOrder = await stepIn(dispatcher, { milestone: 'baggage', reason });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().message).toContain('Next: Immigration');
    const ok = await stepIn(admin, { milestone: 'immigration', reason });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.next).toBe('baggage');
    expect(await card(s)).toMatchObject({ serviceState: 'immigration', steppedIn: true });

    const audit = (await call('GET', `/ops/bookings/${s.booking.id}/audit`, admin)).json().data as Array<{
      action: string;
      details: unknown;
    }>;
    expect(audit.filter((e) => e.action === 'service.stepped_in').map((e) => e.details)).toEqual([
      { milestone: 'met', reason },
      { milestone: 'immigration', reason },
    ]);
  });

  it('answers 404 to a customer or an officer on the desk’s step-in, as for an unknown id', async () => {
    const s = await confirmedService(t.app);
    await step(s, 'checked_in');
    const payload = { milestone: 'met', reason: 'Trying my luck', code: '4821' };
    for (const headers of [s.traveller, s.officerAuth]) {
      const res = await call('POST', `/ops/bookings/${s.booking.id}/step-in`, headers, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    const unknown = await call(
      'POST',
      '/ops/bookings/0c6f1c1e-0000-4000-8000-000000000000/step-in',
      dispatcher,
      payload,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await card(s))?.serviceState).toBe('checked_in');
  });

  it('lets the desk read a chat and write into it as "FastTrack support"', async () => {
    const s = await confirmedService(t.app);
    await call('POST', `/bookings/${s.booking.id}/chat`, s.traveller, { body: 'I cannot find the door' });
    const read = await call('GET', `/bookings/${s.booking.id}/chat`, dispatcher);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['I cannot find the door']);
    expect((await card(s))?.chatMessages).toBe(1);

    const sent = await call('POST', `/bookings/${s.booking.id}/chat`, dispatcher, {
      body: 'Your officer is at door 3, by the blue sign',
    });
    expect(sent.statusCode).toBe(200);
    for (const reader of [s.traveller, s.officerAuth]) {
      const messages = (await call('GET', `/bookings/${s.booking.id}/chat`, reader)).json().data.messages;
      expect(messages.at(-1)).toMatchObject({
        senderName: 'FastTrack support',
        body: 'Your officer is at door 3, by the blue sign',
        mine: false,
      });
    }
    const stranger = await authHeader(t.app, await createUser(t.app.db, { role: 'customer' }));
    expect((await call('GET', `/bookings/${s.booking.id}/chat`, stranger)).statusCode).toBe(404);
  });

  it('keeps cancelled and refunded bookings of the day under their own filter, with their state', async () => {
    const s = await confirmedService(t.app, 120);
    const cancelled = await call('POST', `/ops/bookings/${s.booking.id}/cancel`, dispatcher, {
      reason: 'Traveller missed the flight',
    });
    expect(cancelled.statusCode).toBe(200);
    const owner = await createUser(t.app.db, { role: 'customer' });
    const flight = await createFlight(t.app.db, {});
    const refunded = await createBooking(t.app.db, {
      userId: owner.id,
      flightId: flight.id,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
      meetingTime: new Date(s.booking.meetingTime.getTime() + MIN),
    });
    expect(await card(s)).toBeUndefined();
    const date = lagosToday(s.booking.meetingTime);
    const res = await call('GET', `/ops/board?date=${date}&filter=cancelled`, dispatcher);
    const listed = res.json().data.bookings as Array<{ id: string; serviceState: string }>;
    expect(listed.find((b) => b.id === s.booking.id)?.serviceState).toBe('cancelled');
    expect(listed.find((b) => b.id === refunded.id)?.serviceState).toBe('refunded');
    expect(listed.every((b) => ['cancelled', 'refunded'].includes(b.serviceState))).toBe(true);
  });
});
