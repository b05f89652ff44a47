/**
 * The traveller's side (issue 17 §1, §5, §6): the officer card from 30 min before the meeting
 * or from check-in, "Verified" after the code, the masked chat with unread counts and its live
 * events, and the one rating after completion that the ops console averages and flags.
 */
import { CHAT_MASK_NOTICE } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMilestones } from '../../db/schema/index';
import { authHeader, createUser } from '../../test/factories';
import { openStream } from '../../test/peeks/live-stream';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('booking page, chat and rating', () => {
  let t: TestApp;
  let baseUrl: string;
  let dispatcher: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: { authorization: string }, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const live = async (s: Awaited<ReturnType<typeof confirmedService>>) =>
    (await call('GET', `/bookings/${s.booking.id}/live`, s.traveller)).json().data;

  it('shows the officer card only from 30 min before the meeting, or from check-in, and "Verified" after the code', async () => {
    // Inside the 60-minute check-in window, but before the card's 30 minutes.
    const later = await confirmedService(t.app, 50);
    expect(await live(later)).toMatchObject({ officer: null, verifiedOfficerName: null });
    expect((await call('GET', `/bookings/${later.booking.id}/officer-photo`, later.traveller)).statusCode).toBe(404);
    await call('POST', `/officer/services/${later.booking.id}/milestones`, later.officerAuth, {
      milestone: 'checked_in',
    });
    const shown = await live(later);
    expect(shown.officer).toMatchObject({ badgeNumber: later.officer.badgeNumber, languages: ['English'] });
    expect(shown.officer.name).toBe(`${later.officer.firstName} ${later.officer.lastName}`);

    const soon = await confirmedService(t.app, 25);
    expect((await live(soon)).officer).not.toBeNull();
    await call('POST', `/officer/services/${soon.booking.id}/milestones`, soon.officerAuth, {
      milestone: 'checked_in',
    });
    await call('POST', `/officer/services/${soon.booking.id}/verify`, soon.officerAuth, { code: '4821' });
    expect((await live(soon)).verifiedOfficerName).toBe(`${soon.officer.firstName} ${soon.officer.lastName}`);

    const stranger = await authHeader(t.app, await createUser(t.app.db, { role: 'customer' }));
    expect((await call('GET', `/bookings/${soon.booking.id}/live`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/bookings/${soon.booking.id}/live`, soon.officerAuth)).statusCode).toBe(404);
  });

  it('masks phone numbers and e-mail addresses, delivers messages live and counts unread ones', async () => {
    const s = await confirmedService(t.app);
    const ticket = (await call('POST', '/live/tickets', s.traveller, { bookingId: s.booking.id })).json().data.ticket;
    const stream = await openStream(baseUrl, ticket);
    const sent = await call('POST', `/bookings/${s.booking.id}/chat`, s.officerAuth, {
      body: 'I am at the arrivals door. Call 0803 123 4567 or write tunde@example.com',
    });
    expect(sent.statusCode).toBe(200);
    await stream.next((e) => e.event === 'chat');
    expect((await live(s)).unreadMessages).toBe(1);
    const unread = (await call('GET', '/live/unread', s.traveller)).json().data.bookings;
    expect(unread).toContainEqual({ bookingId: s.booking.id, unread: 1 });

    const chat = (await call('GET', `/bookings/${s.booking.id}/chat`, s.traveller)).json().data;
    expect(chat.open).toBe(true);
    expect(chat.messages[0].body).toContain(CHAT_MASK_NOTICE);
    expect(chat.messages[0].body).not.toMatch(/0803|example\.com/);
    expect(chat.messages[0].senderName).toMatch(/^Officer /);
    expect((await live(s)).unreadMessages).toBe(0);

    await call('POST', `/bookings/${s.booking.id}/chat`, s.traveller, { body: 'On my way' });
    await call('POST', `/bookings/${s.booking.id}/chat`, dispatcher, { body: 'Dispatcher here' });
    const seen = (await call('GET', `/bookings/${s.booking.id}/chat`, s.officerAuth)).json().data.messages;
    expect(seen.map((m: { body: string }) => m.body)).toEqual([expect.any(String), 'On my way', 'Dispatcher here']);
    expect((await call('POST', `/bookings/${s.booking.id}/chat`, s.traveller, { body: '  ' })).statusCode).toBe(400);
    expect(
      (await call('POST', `/bookings/${s.booking.id}/chat`, s.traveller, { body: 'x'.repeat(1001) })).statusCode,
    ).toBe(400);
    const outsider = await confirmedService(t.app);
    expect((await call('GET', `/bookings/${s.booking.id}/chat`, outsider.officerAuth)).statusCode).toBe(404);
    await stream.close();
  });

  it('takes one rating after completion and shows averages and low ratings to the dispatcher', async () => {
    const s = await confirmedService(t.app);
    const rate = (payload: unknown) => call('POST', `/bookings/${s.booking.id}/rating`, s.traveller, payload);
    expect((await rate({ score: 2 })).statusCode).toBe(409);
    await call('POST', `/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone: 'checked_in' });
    await call('POST', `/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' });
    for (const milestone of ['immigration', 'baggage', 'completed']) {
      await call('POST', `/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });
    }
    expect((await live(s)).canRate).toBe(true);
    expect((await rate({ score: 6 })).statusCode).toBe(400);
    const rated = await rate({ score: 2, comment: 'Late to the door' });
    expect(rated.statusCode).toBe(200);
    expect((await rate({ score: 5 })).statusCode).toBe(409);
    expect(await live(s)).toMatchObject({ canRate: false, rating: { score: 2, comment: 'Late to the door' } });

    const ops = (await call('GET', '/ops/ratings', dispatcher)).json().data;
    expect(ops.officers).toContainEqual(expect.objectContaining({ officerId: s.officer.id, average: 2, count: 1 }));
    expect(ops.flagged).toContainEqual(expect.objectContaining({ bookingId: s.booking.id, score: 2 }));
    // What the traveller wrote reaches the dispatcher (issue 26 §6).
    expect(ops.comments).toContainEqual(
      expect.objectContaining({ bookingId: s.booking.id, score: 2, comment: 'Late to the door' }),
    );
    expect((await call('GET', '/ops/ratings', s.officerAuth)).statusCode).toBe(403);
  });

  it('closes the chat 2 h after completion and the rating 14 days after it', async () => {
    const s = await confirmedService(t.app);
    await call('POST', `/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone: 'checked_in' });
    await call('POST', `/officer/services/${s.booking.id}/verify`, s.officerAuth, { code: '4821' });
    for (const milestone of ['immigration', 'baggage', 'completed']) {
      await call('POST', `/officer/services/${s.booking.id}/milestones`, s.officerAuth, { milestone });
    }
    expect((await call('POST', `/bookings/${s.booking.id}/chat`, s.traveller, { body: 'Thanks!' })).statusCode).toBe(
      200,
    );
    const completedAgo = (ms: number) =>
      t.app.db
        .update(serviceMilestones)
        .set({ reachedAt: new Date(Date.now() - ms) })
        .where(and(eq(serviceMilestones.bookingId, s.booking.id), eq(serviceMilestones.milestone, 'completed')));
    await completedAgo(2 * 3_600_000 + 60_000);
    const late = await call('POST', `/bookings/${s.booking.id}/chat`, s.traveller, { body: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect((await live(s)).chatOpen).toBe(false);
    expect((await live(s)).canRate).toBe(true);
    await completedAgo(15 * 86_400_000);
    expect((await live(s)).canRate).toBe(false);
    expect((await call('POST', `/bookings/${s.booking.id}/rating`, s.traveller, { score: 4 })).statusCode).toBe(409);
  });
});
