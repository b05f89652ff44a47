/**
 * The service keeps its own rules (issue 26 §1, §2): check-in only from the window before the
 * meeting time, every later step after check-in and in order (a departure: check-in and security
 * before immigration), a dispatcher's early check-in audited with its reason; once the officer
 * has checked in the traveller cannot cancel in the app, while a dispatcher can, with a reason,
 * and the officer's stream and the board hear of it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../test/factories';
import { openStream } from '../../test/peeks/live-stream';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { startSubscriberWorkers } from '../../test/subscriber-workers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordMilestone } from './progress.service';

describe('the gates of a service, and cancelling one under way', () => {
  let t: TestApp;
  let baseUrl: string;
  let subscribers: { stop(): Promise<void> };
  let dispatcher: { authorization: string };
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    // A cancellation reaches the streams through the live subscriber.
    subscribers = await startSubscriberWorkers(t.app, ['live']);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
    admin = await authHeader(t.app, await createUser(t.app.db, { role: 'admin' }));
  });
  afterAll(async () => {
    await subscribers.stop();
    await t.close();
  });

  const post = (url: string, headers: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const step = (s: { booking: { id: string }; officerAuth: { authorization: string } }, milestone: string) =>
    post(`/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });
  const audit = async (bookingId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/ops/bookings/${bookingId}/audit`, headers: admin })).json().data;

  it('refuses check-in 5 hours early with when it opens, and opens it 60 minutes before (injected clock)', async () => {
    const s = await confirmedService(t.app, 5 * 60);
    const early = await step(s, 'checked_in');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, error: 'CHECK_IN_NOT_OPEN' });
    expect(early.json().message).toMatch(/^Check-in opens at \w{3} \d{1,2} \w{3}, \d{2}:\d{2} WAT\./);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/officer/services/${s.booking.id}/progress`,
      headers: s.officerAuth,
    });
    const opensAt = new Date(s.booking.meetingTime.getTime() - 60 * 60_000);
    expect(progress.json().data).toMatchObject({
      milestones: [],
      next: 'checked_in',
      checkInFrom: opensAt.toISOString(),
    });

    const caller = { userId: s.officer.id, role: 'officer' as const };
    const justBefore = new Date(opensAt.getTime() - 60_000);
    await expect(
      recordMilestone(t.app, { caller, bookingId: s.booking.id, milestone: 'checked_in', now: justBefore }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'CHECK_IN_NOT_OPEN',
    });
    const opened = await recordMilestone(t.app, {
      caller,
      bookingId: s.booking.id,
      milestone: 'checked_in',
      now: opensAt,
    });
    expect(opened.milestones.map((m) => m.milestone)).toEqual(['checked_in']);
  });

  it('lets a dispatcher check in early with a reason, and audits it', async () => {
    const s = await confirmedService(t.app, 5 * 60);
    const override = (headers: { authorization: string }, payload: unknown) =>
      post(`/ops/bookings/${s.booking.id}/gate-override`, headers, payload);
    expect((await override(s.officerAuth, { milestone: 'checked_in', reason: 'Flight landed early' })).statusCode).toBe(
      403,
    );
    expect((await override(dispatcher, { milestone: 'checked_in' })).statusCode).toBe(400);
    expect((await override(dispatcher, { milestone: 'immigration', reason: 'Skip ahead' })).statusCode).toBe(400);
    const ok = await override(dispatcher, { milestone: 'checked_in', reason: 'Flight landed early' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.next).toBe('met');
    expect(await audit(s.booking.id)).toContainEqual(
      expect.objectContaining({
        action: 'service.gate_overridden',
        actor: expect.objectContaining({ role: 'dispatcher' }),
        details: expect.objectContaining({ milestone: 'checked_in', reason: 'Flight landed early' }),
      }),
    );
    // The officer carries on from there.
    expect((await post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' })).statusCode).toBe(
      200,
    );
  });

  it('refuses every step out of order, and counts no code try before check-in', async () => {
    const s = await confirmedService(t.app);
    const verify = (code: string) => post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code });
    const beforeCheckIn = await verify('0000');
    expect(beforeCheckIn.statusCode).toBe(409);
    expect(beforeCheckIn.json().message).toBe('Check in at the meeting point first.');
    expect((await step(s, 'completed')).json().message).toBe('Check in at the meeting point first.');
    expect((await step(s, 'checked_in')).statusCode).toBe(200);
    const skipped = await step(s, 'immigration');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('That is not the next step of this service. Next: Met: code verified.');
    const progress = (await verify('4821')).json().data;
    expect(progress).toMatchObject({ codeTriesLeft: 5, next: 'immigration' });
    expect((await step(s, 'completed')).statusCode).toBe(409);
  });

  it('takes a departure through check-in and security before immigration', async () => {
    const s = await confirmedService(t.app, 20, 'departure');
    expect((await step(s, 'checked_in')).statusCode).toBe(200);
    expect((await post(`/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' })).statusCode).toBe(
      200,
    );
    expect((await step(s, 'immigration')).statusCode).toBe(409);
    for (const m of ['check_in_security', 'immigration', 'completed']) {
      const res = await step(s, m);
      expect(res.statusCode, `${m}: ${res.body}`).toBe(200);
    }
  });

  it('refuses the traveller a cancel once the officer has checked in, and says whom to call', async () => {
    const before = await confirmedService(t.app);
    const cancel = (s: typeof before) =>
      t.app.inject({ method: 'DELETE', url: `/api/bookings/${s.booking.id}`, headers: s.traveller });
    expect((await cancel(before)).statusCode).toBe(200);

    const s = await confirmedService(t.app);
    expect((await step(s, 'checked_in')).statusCode).toBe(200);
    const refused = await cancel(s);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: 'SERVICE_UNDER_WAY',
      message:
        'Your officer has checked in, so this service can no longer be cancelled in the app. To stop it, call us on +234 800 327 8725, or tell your officer in the chat.',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${s.booking.id}/status`,
      headers: s.traveller,
      payload: { status: 'cancelled' },
    });
    expect(put.json()).toMatchObject({ error: 'SERVICE_UNDER_WAY' });
    const booking = await t.app.inject({ method: 'GET', url: `/api/bookings/${s.booking.id}`, headers: s.traveller });
    expect(booking.json().data.booking.status).toBe('confirmed');
  });

  it("lets a dispatcher cancel a service under way with a reason, and tells the officer's stream and the board", async () => {
    const s = await confirmedService(t.app, -10);
    expect((await step(s, 'checked_in')).statusCode).toBe(200);
    const ticket = async (headers: { authorization: string }, body: unknown) =>
      (await post('/live/tickets', headers, body)).json().data.ticket as string;
    const officerStream = await openStream(baseUrl, await ticket(s.officerAuth, { scope: 'officer' }));
    const board = await openStream(baseUrl, await ticket(dispatcher, { scope: 'board' }));

    expect((await post(`/ops/bookings/${s.booking.id}/cancel`, s.officerAuth, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(`/ops/bookings/${s.booking.id}/cancel`, dispatcher, {})).statusCode).toBe(400);
    const res = await post(`/ops/bookings/${s.booking.id}/cancel`, dispatcher, { reason: 'Traveller called: ill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking.status).toBe('cancelled');

    const told = await officerStream.next((e) => e.event === 'cancelled');
    expect(told.data).toMatchObject({
      bookingId: s.booking.id,
      payload: { by: 'dispatcher', officers: [s.officer.id] },
    });
    await board.next((e) => e.event === 'cancelled' && e.data.bookingId === s.booking.id);
    expect(await audit(s.booking.id)).toContainEqual(
      expect.objectContaining({
        action: 'booking.cancelled',
        details: { reason: 'Traveller called: ill', rule: res.json().data.rule },
      }),
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/officer/services', headers: s.officerAuth });
    // Cancelled on our side: a full refund whatever the time, and the traveller cannot change that.
    const ours = await confirmedService(t.app, 30);
    const byUs = await post(`/ops/bookings/${ours.booking.id}/cancel`, dispatcher, {
      reason: 'No officer can reach the terminal',
      ourFault: true,
    });
    expect(byUs.json().data).toMatchObject({ rule: 'business_cancelled', refund: 'full' });
    expect(byUs.json().data.booking).toMatchObject({ status: 'cancelled', refundStatus: 'pending' });
    expect(list.json().data.services.map((b: { id: string }) => b.id)).not.toContain(s.booking.id);
    await officerStream.close();
    await board.close();
  });
});
