/**
 * Web Push (issue 28 §4) against a local push service stand-in: devices subscribe (and move to
 * the account that subscribes them last), each push kind reaches each device of its recipient
 * once, a device whose push service answers 410 or 404 is forgotten, a push about a cancelled
 * booking is dropped, and the routes refuse what is not the caller's or not a push service.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, flights, outboxMessages, pushSubscriptions, pushVapidKeys } from '../../db/schema/index';
import { authHeader, createUser } from '../../test/factories';
import { type PushStandIn, startPushStandIn } from '../../test/peeks/push';
import { seedRoster } from '../../test/roster';
import { bookedArrival } from '../../test/scenarios/booking';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { setFlightStatus } from '../../test/stand-ins/switches';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flightFollowingDeps } from '../bookings/flight-polling.job';
import { runFlightStatusRound } from '../bookings/index';
import { enqueueMessage } from '../messages/index';

const MIN = 60_000;
const HOUR = 60 * MIN;
type Auth = { authorization: string };

describe('web push', () => {
  let t: TestApp;
  let pushService: PushStandIn;
  let dispatcher: Auth;

  beforeAll(async () => {
    t = await createTestApp({ JOB_WORKERS: 'true' }, { roster: false });
    pushService = await startPushStandIn();
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const subscribe = (headers: Auth | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/push/subscriptions', ...(headers ? { headers } : {}), payload });
  const allow = async (headers: Auth, name: string, status = 201) => {
    const res = await subscribe(headers, pushService.device(name, status));
    expect(res.statusCode).toBe(200);
  };
  /** Waits until `name` received `count` messages, and returns them. */
  const received = (name: string, count: number) =>
    vi.waitFor(
      () => {
        const got = pushService.messagesOf(name);
        if (got.length < count) throw new Error(`${name} has ${got.length} of ${count} messages`);
        return got;
      },
      { timeout: 20_000, interval: 100 },
    );
  /** Waits until no push row of the booking is queued or being sent, and returns them. */
  const settledPushes = (bookingId: string) =>
    vi.waitFor(
      async () => {
        const rows = await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId));
        const push = rows.filter((r) => r.channel === 'push');
        if (push.some((r) => r.status === 'queued' || r.status === 'sending')) throw new Error('pushes pending');
        return push;
      },
      { timeout: 20_000, interval: 100 },
    );

  /**
   * A confirmed service 20 min away whose flight lands at the meeting time, so the every-minute
   * flight status round (job workers are on) finds nothing to re-time.
   */
  const service = async () => {
    const s = await confirmedService(t.app);
    const arrivalTime = s.booking.meetingTime;
    await t.app.db
      .update(flights)
      .set({ arrivalTime, departureTime: new Date(arrivalTime.getTime() - 6 * HOUR) })
      .where(eq(flights.id, s.booking.flightId));
    return s;
  };

  it('refuses callers who are not signed in, endpoints that are no push service and bad keys', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    expect((await subscribe(undefined, pushService.device('anyone'))).statusCode).toBe(401);
    const ada = await authHeader(t.app, await createUser(t.app.db, {}));
    const device = pushService.device('ada');
    const plainHttp = await subscribe(ada, { ...device, endpoint: 'http://push.example.com/send/1' });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect((await subscribe(ada, { ...device, endpoint: 'ftp://127.0.0.1/x' })).statusCode).toBe(400);
    // Only browser push services: the server must not be made to POST to a host of a caller's choosing.
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://intranet.example.com/send/1',
      'https://fcm.googleapis.com.evil.example/send/1',
    ]) {
      const refused = await subscribe(ada, { ...device, endpoint });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('This is not the address of a browser push service.');
    }
    expect((await subscribe(ada, { ...device, keys: { ...device.keys, auth: 'short' } })).statusCode).toBe(400);
    expect((await subscribe(ada, { ...device, keys: { ...device.keys, p256dh: '!'.repeat(87) } })).statusCode).toBe(
      400,
    );
    expect(await t.app.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('gives one VAPID key, made once and kept in the database', async () => {
    const ada = await authHeader(t.app, await createUser(t.app.db, {}));
    const keys = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'GET', url: '/api/push/key', headers: ada })),
    );
    const publicKeys = keys.map((r) => r.json().data.publicKey as string);
    expect(new Set(publicKeys).size).toBe(1);
    expect(Buffer.from(publicKeys[0] ?? '', 'base64url')).toHaveLength(65);
    const stored = await t.app.db.select().from(pushVapidKeys);
    expect(stored.map((k) => k.publicKey)).toEqual([publicKeys[0]]);
  });

  it('stores a device, moves it to the account that subscribes it last, and deletes only the own', async () => {
    const ada = await createUser(t.app.db, {});
    const ben = await createUser(t.app.db, {});
    const [adaAuth, benAuth] = [await authHeader(t.app, ada), await authHeader(t.app, ben)];
    const shared = pushService.device('shared');
    expect((await subscribe(adaAuth, shared)).statusCode).toBe(200);
    const ownerOf = async () =>
      (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint))).map(
        (r) => r.userId,
      );
    expect(await ownerOf()).toEqual([ada.id]);
    expect((await subscribe(benAuth, shared)).statusCode).toBe(200);
    expect(await ownerOf()).toEqual([ben.id]);
    const remove = (headers: Auth) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers,
        payload: { endpoint: shared.endpoint },
      });
    expect((await remove(adaAuth)).statusCode).toBe(404);
    expect(await ownerOf()).toEqual([ben.id]);
    expect((await remove(benAuth)).statusCode).toBe(200);
    expect(await ownerOf()).toEqual([]);
  });

  it('tells officers of a service given, re-timed and taken away, and the traveller of the new time', async () => {
    const now = new Date(Math.floor(Date.now() / MIN) * MIN);
    const [first, second] = await seedRoster(t.app.db, { officers: 2, firstName: 'Tunde' });
    if (!first || !second) throw new Error('no officers');
    const traveller = await createUser(t.app.db, {});
    const { flight, booking } = await bookedArrival(t.app.db, traveller.id, new Date(now.getTime() + 10 * HOUR), {
      officerIds: [first.id],
    });
    await allow(await authHeader(t.app, { id: first.id, role: 'officer' }), 'first');
    await allow(await authHeader(t.app, { id: first.id, role: 'officer' }), 'first-old-phone', 410);
    await allow(await authHeader(t.app, { id: second.id, role: 'officer' }), 'second');
    await allow(await authHeader(t.app, traveller), 'traveller');

    const reassigned = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${booking.id}/assignments`,
      headers: dispatcher,
      payload: { officerId: second.id, replaceOfficerId: first.id },
    });
    expect(reassigned.statusCode).toBe(200);
    const [removed] = await received('first', 1);
    expect(removed).toMatchObject({ title: 'A service was taken off your list', url: '/officer' });
    expect(removed?.body).toContain(flight.flightNumber);
    expect(removed?.body).toContain('WAT');
    const [given] = await received('second', 1);
    expect(given).toMatchObject({ title: 'New service assigned to you', url: '/officer' });

    const late = new Date(flight.arrivalTime.getTime() + 2 * HOUR);
    const delayed = await setFlightStatus(t, {
      flightNumber: flight.flightNumber,
      date: flight.serviceDate,
      status: 'delayed',
      estimatedTime: late.toISOString(),
    });
    expect(delayed.statusCode).toBe(200);
    // The every-minute round (job workers are on) may have asked about the flight before its
    // status changed, and put its next check hours ahead: due again, it is asked after the change,
    // by this round or by one the timekeeper starts meanwhile.
    await t.app.db.update(flights).set({ nextCheckAt: null }).where(eq(flights.id, flight.id));
    await runFlightStatusRound(flightFollowingDeps(t.app), now);
    const [, retimed] = await received('second', 2);
    expect(retimed).toMatchObject({ title: 'Your service was re-timed', url: '/officer' });
    const [travellerRetimed] = await received('traveller', 1);
    expect(travellerRetimed).toMatchObject({
      title: 'Your meeting time has changed',
      url: `/bookings/${booking.id}`,
    });

    // Each row once on each device, tagged and topped with the row id; the 410 device is forgotten.
    const rows = await settledPushes(booking.id);
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'sent'));
    expect(rows.map((r) => r.kind).sort()).toEqual(
      ['officer-service-assigned', 'officer-service-removed', 'officer-service-retimed', 'service-retimed'].sort(),
    );
    const delivered = pushService.deliveries.filter((d) => rows.some((r) => r.id === d.message.tag));
    expect(delivered.map((d) => `${d.device}:${d.message.tag}`).sort()).toEqual(
      [
        ...rows
          .filter((r) => r.kind === 'officer-service-removed')
          .flatMap((r) => [`first:${r.id}`, `first-old-phone:${r.id}`]),
        ...rows
          .filter((r) => r.kind.startsWith('officer-service-') && r.kind !== 'officer-service-removed')
          .map((r) => `second:${r.id}`),
        ...rows.filter((r) => r.kind === 'service-retimed').map((r) => `traveller:${r.id}`),
      ].sort(),
    );
    for (const d of delivered) {
      expect(d.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
      expect(d.headers.topic).toBe(d.message.tag.replaceAll('-', ''));
      expect(d.headers.urgency).toBe('high');
      expect(Number(d.headers.ttl)).toBeGreaterThan(0);
    }
    const firstDevices = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, first.id));
    expect(firstDevices).toHaveLength(1);
  });

  it('tells the traveller that the officer checked in and verified the code, and forgets a 404 device', async () => {
    const s = await service();
    // A status round (as the every-minute job makes) leaves the service alone.
    await runFlightStatusRound(flightFollowingDeps(t.app));
    await allow(s.traveller, 'ada');
    await allow(s.traveller, 'ada-tablet', 404);
    const step = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/officer/services/${s.booking.id}/${url}`,
        headers: s.officerAuth,
        payload,
      });
    expect((await step('milestones', { milestone: 'checked_in' })).statusCode).toBe(200);
    const [checkedIn] = await received('ada', 1);
    expect(checkedIn).toMatchObject({ title: 'Your officer has checked in', url: `/bookings/${s.booking.id}` });
    expect(checkedIn?.body).toContain('Tunde');
    expect((await step('verify', { code: '4821' })).statusCode).toBe(200);
    const [, verified] = await received('ada', 2);
    expect(verified).toMatchObject({ title: 'Verified', url: `/bookings/${s.booking.id}` });
    // The rows in no set order (the select has none); the device saw them in order, above.
    const rows = await settledPushes(s.booking.id);
    expect(rows.map((r) => `${r.kind} ${r.status}`).sort()).toEqual([
      'meeting-code-verified sent',
      'officer-checked-in sent',
    ]);
    expect(pushService.messagesOf('ada')).toHaveLength(2);
    // The tablet got the first push, answered 404, and was forgotten before the second.
    expect(pushService.messagesOf('ada-tablet')).toHaveLength(1);
  });

  it('drops a push about a booking cancelled before it went', async () => {
    const s = await service();
    await allow(s.traveller, 'grace');
    // A check-in push still in the outbox when the booking is cancelled.
    await t.app.db.transaction(async (tx) => {
      await enqueueMessage(tx, t.app.jobs, { kind: 'officer-checked-in', bookingId: s.booking.id });
      await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, s.booking.id));
    });
    const rows = await settledPushes(s.booking.id);
    expect(rows.map((r) => [r.kind, r.status, r.lastError])).toEqual([
      ['officer-checked-in', 'dropped', 'booking is cancelled'],
    ]);
    expect(pushService.messagesOf('grace')).toEqual([]);
  });

  it("follows the traveller's choice in Profile → Notifications: a push switched off is not sent", async () => {
    const s = await service();
    await allow(s.traveller, 'femi');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/notifications',
      headers: s.traveller,
      payload: { reminderEmails: true, marketingEmails: false, channels: { 'officer-checked-in': { push: false } } },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.db.transaction((tx) =>
      enqueueMessage(tx, t.app.jobs, { kind: 'officer-checked-in', bookingId: s.booking.id }),
    );
    const rows = await settledPushes(s.booking.id);
    expect(rows.map((r) => [r.kind, r.status, r.lastError])).toEqual([
      ['officer-checked-in', 'dropped', 'push switched off'],
    ]);
    expect(pushService.messagesOf('femi')).toEqual([]);
  });

  it('tells the officer when the dispatcher cancels their service', async () => {
    const s = await service();
    await allow(s.officerAuth, 'bola');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/ops/bookings/${s.booking.id}/cancel`,
      headers: dispatcher,
      payload: { reason: 'Traveller called to cancel', ourFault: false },
    });
    expect(cancelled.statusCode).toBe(200);
    const [taken] = await received('bola', 1);
    expect(taken).toMatchObject({ title: 'A service was taken off your list', url: '/officer' });
    const rows = await settledPushes(s.booking.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['officer-service-removed', 'sent']]);
  });
});
