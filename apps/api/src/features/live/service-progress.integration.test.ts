/**
 * The officer's side of a service (issue 17 §2, §3): the meeting code (only the traveller sees
 * it; five wrong tries lock it; the dispatcher unlocks), the milestones in order, the no-show
 * rule, completion, and the live stream that carries each change (issue 17 §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../test/factories';
import { openStream } from '../../test/peeks/live-stream';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the service, live', () => {
  let t: TestApp;
  let baseUrl: string;
  let dispatcher: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const ticketFor = async (headers: { authorization: string }, body: unknown) => {
    const res = await post('/live/tickets', headers, body);
    expect(res.statusCode).toBe(200);
    return res.json().data.ticket as string;
  };

  it('locks the meeting code after five wrong tries until the dispatcher unlocks it', async () => {
    const s = await confirmedService(t.app);
    const verify = (code: string) => post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code });
    expect(
      (await post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone: 'checked_in' }))
        .statusCode,
    ).toBe(200);
    for (let left = 4; left >= 1; left--) {
      const res = await verify('0000');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, error: 'MEETING_CODE_WRONG' });
      expect(res.json().message).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    expect((await verify('0000')).statusCode).toBe(409);
    const locked = await verify('4821');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ error: 'MEETING_CODE_LOCKED' });
    expect((await post(`/ops/bookings/${s.booking.id}/meeting-code/unlock`, s.officerAuth)).statusCode).toBe(403);
    const unlocked = await post(`/ops/bookings/${s.booking.id}/meeting-code/unlock`, dispatcher);
    expect(unlocked.json().data).toMatchObject({ codeLocked: false, codeTriesLeft: 5 });
    const ok = await verify('4821');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.milestones.map((m: { milestone: string }) => m.milestone)).toEqual(['checked_in', 'met']);
  });

  it('refuses the code to another officer, and never shows the code in staff answers', async () => {
    const s = await confirmedService(t.app);
    const other = await confirmedService(t.app);
    const res = await post(`/officer/services/${s.booking.id}/verify`, other.officerAuth, { code: '4821' });
    expect(res.statusCode).toBe(404);
    const services = await t.app.inject({ method: 'GET', url: '/api/officer/services', headers: s.officerAuth });
    expect(services.body).not.toContain('4821');
    expect(services.body).not.toContain('meetingCode');
  });

  it('moves through the milestones in order, completes the booking and streams each step', async () => {
    const s = await confirmedService(t.app);
    const stream = await openStream(baseUrl, await ticketFor(s.traveller, { bookingId: s.booking.id }));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    const step = (milestone: string) =>
      post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });

    expect((await step('immigration')).statusCode).toBe(409);
    expect((await step('checked_in')).statusCode).toBe(200);
    const checkedIn = await stream.next((e) => e.data.payload.milestone === 'checked_in');
    expect(checkedIn.event).toBe('milestone');
    expect((await step('met')).statusCode).toBe(409);
    expect((await post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' })).statusCode).toBe(
      200,
    );
    await stream.next((e) => e.data.payload.milestone === 'met');
    expect(JSON.stringify(stream.events)).not.toContain('4821');
    expect((await step('no_show')).statusCode).toBe(409);
    for (const m of ['immigration', 'baggage', 'completed']) expect((await step(m)).statusCode).toBe(200);
    await stream.next((e) => e.data.payload.milestone === 'completed');
    const booking = await t.app.inject({ method: 'GET', url: `/api/bookings/${s.booking.id}`, headers: s.traveller });
    expect(booking.json().data.booking.status).toBe('completed');
    await stream.close();

    // A reconnect with Last-Event-ID gets what it missed.
    const firstId = stream.events[0]?.id ?? '';
    const replay = await openStream(baseUrl, await ticketFor(s.traveller, { bookingId: s.booking.id }), firstId);
    await replay.next((e) => e.data.payload.milestone === 'completed');
    expect(replay.events.map((e) => e.data.payload.milestone)).toEqual(['met', 'immigration', 'baggage', 'completed']);
    await replay.close();
  });

  it('allows a no-show only after check-in and the wait (arrival: meeting time + 60 min)', async () => {
    const early = await confirmedService(t.app, -30);
    const checkIn = (s: { booking: { id: string }; officerAuth: { authorization: string } }) =>
      post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone: 'checked_in' });
    await checkIn(early);
    const res = await post(`/officer/services/${early.booking.id}/milestones`, early.officerAuth, {
      milestone: 'no_show',
    });
    expect(res.statusCode).toBe(409);
    const late = await confirmedService(t.app, -61);
    const notHere = await post(`/officer/services/${late.booking.id}/milestones`, late.officerAuth, {
      milestone: 'no_show',
    });
    expect(notHere.json()).toMatchObject({ error: 'CONFLICT', message: 'Check in at the meeting point first.' });
    await checkIn(late);
    const ok = await post(`/officer/services/${late.booking.id}/milestones`, late.officerAuth, {
      milestone: 'no_show',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('gives stream tickets only to those who may see the booking, and refuses bad tickets', async () => {
    const s = await confirmedService(t.app);
    const stranger = await authHeader(t.app, await createUser(t.app.db, { role: 'customer' }));
    expect((await post('/live/tickets', stranger, { bookingId: s.booking.id })).statusCode).toBe(404);
    expect((await post('/live/tickets', s.traveller, { scope: 'board' })).statusCode).toBe(404);
    expect((await post('/live/tickets', s.officerAuth, { scope: 'board' })).statusCode).toBe(403);
    expect((await post('/live/tickets', dispatcher, { scope: 'board' })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/live/stream?ticket=forged.ticket' });
    expect(bad.statusCode).toBe(401);
    const bearer = s.traveller.authorization.slice('Bearer '.length);
    expect((await t.app.inject({ method: 'GET', url: `/api/live/stream?ticket=${bearer}` })).statusCode).toBe(401);
  });
});
