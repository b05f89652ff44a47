/**
 * Officers and shifts (issue 15 §3): create and edit officers, unique badge numbers, photos;
 * shifts listed by Lagos dates, never overlapping for one officer, and a removed or shortened
 * shift releases the bookings it no longer covers (they then need an officer).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments } from '../../db/schema/index';
import { createBooking, createFlight, createUser, randomIp } from '../../test/factories';
import { addShift, assign } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HOUR = 3_600_000;

describe('officers and shifts', () => {
  let t: TestApp;
  let dispatcher: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    dispatcher = await createStaff(t.app, 'dispatcher');
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: dispatcher.headers, ...(payload ? { payload } : {}) });
  const officerBody = (badgeNumber: string, email: string) => ({
    email,
    firstName: 'Chidi',
    lastName: 'Okafor',
    // A local form, stored in E.164 like every phone (issue 26 item 5).
    phone: '0803 987 6543',
    badgeNumber,
    languages: ['English', 'Igbo'],
    airportIata: 'LOS',
    terminals: ['International'],
  });

  it('creates an officer who can sign in with the one-time password', async () => {
    const res = await api('POST', '/api/ops/officers', officerBody('LOS-P-100', 'chidi@fasttrack.test'));
    expect(res.statusCode).toBe(201);
    const { officer, oneTimePassword } = res.json().data;
    expect(officer).toMatchObject({
      badgeNumber: 'LOS-P-100',
      phone: '+2348039876543',
      languages: ['English', 'Igbo'],
      airportIata: 'LOS',
      active: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'chidi@fasttrack.test', password: oneTimePassword },
      remoteAddress: randomIp(),
    });
    expect(login.json().data.user.role).toBe('officer');
  });

  it('refuses a badge number another officer has, in any case (409), on create and edit', async () => {
    const dup = await api('POST', '/api/ops/officers', officerBody('los-p-100', 'other@fasttrack.test'));
    expect(dup.statusCode).toBe(409);
    const other = await createStaff(t.app, 'officer', { badgeNumber: 'LOS-P-200' });
    const edit = await api('PATCH', `/api/ops/officers/${other.user.id}`, { badgeNumber: 'Los-P-100' });
    expect(edit.statusCode).toBe(409);
    const ok = await api('PATCH', `/api/ops/officers/${other.user.id}`, {
      badgeNumber: 'LOS-P-201',
      phone: '0803-000-0001',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ badgeNumber: 'LOS-P-201', phone: '+2348030000001' });
  });

  it('gives one badge number to one of two officers created at once; the other gets 409', async () => {
    const answers = await Promise.all([
      api('POST', '/api/ops/officers', officerBody('LOS-P-300', 'first.300@fasttrack.test')),
      api('POST', '/api/ops/officers', officerBody('los-p-300', 'second.300@fasttrack.test')),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores a photo checked by its bytes and serves it to staff only', async () => {
    const officer = await createStaff(t.app, 'officer');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/officers/${officer.user.id}/photo`,
      headers: { ...dispatcher.headers, 'content-type': 'image/png' },
      payload: Buffer.from('not really a png'),
    });
    expect(bad.statusCode).toBe(415);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/ops/officers/${officer.user.id}/photo`,
      headers: { ...dispatcher.headers, 'content-type': 'image/png' },
      payload: PNG_1PX,
    });
    expect(put.statusCode).toBe(200);
    const { photoUrl } = put.json().data;
    expect(photoUrl).toMatch(new RegExp(`^/api/ops/officers/${officer.user.id}/photo\\?v=\\d+$`));
    const get = await t.app.inject({ method: 'GET', url: photoUrl, headers: officer.headers });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(401);
  });

  it('lists shifts by Lagos dates and refuses an overlapping shift of the same officer (409)', async () => {
    const officer = await createStaff(t.app, 'officer');
    const body = {
      officerId: officer.user.id,
      startsAt: '2026-12-01T05:00:00+01:00',
      endsAt: '2026-12-01T23:00:00+01:00',
    };
    const created = await api('POST', '/api/ops/shifts', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      startsAt: '2026-12-01T04:00:00.000Z',
      endsAt: '2026-12-01T22:00:00.000Z',
    });

    const overlap = await api('POST', '/api/ops/shifts', {
      ...body,
      startsAt: '2026-12-01T22:00:00+01:00',
      endsAt: '2026-12-02T02:00:00+01:00',
    });
    expect(overlap.statusCode).toBe(409);
    const touching = await api('POST', '/api/ops/shifts', {
      ...body,
      startsAt: '2026-12-01T23:00:00+01:00',
      endsAt: '2026-12-02T03:00:00+01:00',
    });
    expect(touching.statusCode).toBe(201);

    const list = await api('GET', `/api/ops/shifts?from=2026-12-02&to=2026-12-02&officerId=${officer.user.id}`);
    expect(list.json().data.map((s: { startsAt: string }) => s.startsAt)).toEqual(['2026-12-01T22:00:00.000Z']);
    const longRange = await api('GET', '/api/ops/shifts?from=2026-12-01&to=2027-01-05');
    expect(longRange.statusCode).toBe(400);
    const reversed = await api('POST', '/api/ops/shifts', { ...body, startsAt: body.endsAt, endsAt: body.startsAt });
    expect(reversed.statusCode).toBe(400);
  });

  it('removing or shortening a shift releases the bookings it no longer covers', async () => {
    const officer = await createStaff(t.app, 'officer');
    const customer = await createUser(t.app.db);
    const flight = await createFlight(t.app.db);
    const now = Date.now();
    const shiftA = await addShift(t.app.db, officer.user.id, new Date(now + 20 * HOUR), new Date(now + 38 * HOUR));
    const early = await createBooking(t.app.db, {
      userId: customer.id,
      flightId: flight.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: new Date(now + 24 * HOUR),
    });
    const late = await createBooking(t.app.db, {
      userId: customer.id,
      flightId: flight.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: new Date(now + 34 * HOUR),
    });
    await assign(t.app.db, early, officer.user.id);
    await assign(t.app.db, late, officer.user.id);
    const assigned = async () =>
      (await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.officerId, officer.user.id)))
        .map((a) => a.bookingId)
        .sort();

    const shortened = await api('PATCH', `/api/ops/shifts/${shiftA.id}`, {
      startsAt: new Date(now + 20 * HOUR).toISOString(),
      endsAt: new Date(now + 30 * HOUR).toISOString(),
    });
    expect(shortened.statusCode).toBe(200);
    expect(await assigned()).toEqual([early.id]);

    const removed = await api('DELETE', `/api/ops/shifts/${shiftA.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await assigned()).toEqual([]);
    expect((await api('DELETE', `/api/ops/shifts/${shiftA.id}`)).statusCode).toBe(404);
  });

  it('taking a terminal away from an officer releases the services at that terminal only', async () => {
    const officer = await createStaff(t.app, 'officer', { terminals: ['International', 'Domestic'] });
    const customer = await createUser(t.app.db);
    const flight = await createFlight(t.app.db); // International terminal
    const now = Date.now();
    await addShift(t.app.db, officer.user.id, new Date(now + 40 * HOUR), new Date(now + 50 * HOUR));
    const booking = await createBooking(t.app.db, {
      userId: customer.id,
      flightId: flight.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: new Date(now + 44 * HOUR),
    });
    await assign(t.app.db, booking, officer.user.id);
    const assigned = async () =>
      (await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.officerId, officer.user.id))).map(
        (a) => a.bookingId,
      );

    const keepsInternational = await api('PATCH', `/api/ops/officers/${officer.user.id}`, {
      terminals: ['International'],
    });
    expect(keepsInternational.statusCode).toBe(200);
    expect(await assigned()).toEqual([booking.id]);

    const dropsInternational = await api('PATCH', `/api/ops/officers/${officer.user.id}`, { terminals: ['MMA2'] });
    expect(dropsInternational.statusCode).toBe(200);
    expect(await assigned()).toEqual([]);
  });
});
