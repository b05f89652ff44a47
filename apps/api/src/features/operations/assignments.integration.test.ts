/**
 * Assignment (issue 15 §6): officers held at booking are assigned when it is paid, picked again
 * when they are no longer free, and a booking is confirmed with fewer when nobody is; the
 * dispatcher reassigns and unassigns under the same checks; removing a shift drops what it no
 * longer covers. Every change reaches the booking's history (through its domain event), and
 * staff changes a staff audit row.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments, bookingEvents, officerShifts, payments, staffAuditEvents } from '../../db/schema/index';
import { authHeader, createFlight, createUser } from '../../test/factories';
import { type RosterOfficer, seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../bookings/index';
import { releaseUncoveredAssignments } from './index';

const HOUR = 3_600_000;
/** The history is written by its subscriber's job (lib/domain-events.ts): wait for it as a reader would. */
const HISTORY = { timeout: 15_000, interval: 100 };
let hoursAhead = 72;

describe('assignment', () => {
  let t: TestApp;
  let ada: SignedIn;
  let dispatcher: { authorization: string };
  let team: RosterOfficer[];
  beforeAll(async () => {
    // Workers on: the history is written by the booking-history subscriber's jobs.
    t = await createTestApp({ JOB_WORKERS: 'true' }, { roster: false });
    ada = await signIn(t.app);
    dispatcher = await authHeader(t.app, await createUser(t.app.db, { role: 'dispatcher' }));
    team = await seedRoster(t.app.db, { officers: 3 });
  });
  afterAll(() => t.close());

  const officer = (i: number) => team[i]?.id ?? '';
  const assigned = async (bookingId: string) =>
    (await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, bookingId))).map(
      (r) => r.officerId,
    );
  const assignmentEvents = (bookingId: string) =>
    t.app.db
      .select({ from: bookingEvents.fromValue, to: bookingEvents.toValue, role: bookingEvents.actorRole })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.field, 'assignment')))
      .orderBy(asc(bookingEvents.createdAt));

  /** A booking on its own flight (no two tests share a window), paid through complete-payment. */
  async function book(passengerCount = 1) {
    hoursAhead += 6;
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + hoursAhead * HOUR) });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference, passengerCount });
    return res.json().data.booking as { id: string; totalAmountNgn: number };
  }
  async function pay(bookingId: string) {
    const reference = `PSK-${bookingId}`;
    await t.app.db.insert(payments).values({
      bookingId,
      userId: ada.user.id,
      provider: 'paystack',
      reference,
      amountMinor: 100,
      currency: 'NGN',
      status: 'paid',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/complete-payment`,
      headers: ada.headers,
      payload: { reference },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.booking;
  }
  const ops = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = dispatcher) =>
    t.app.inject({ method, url: `/api/ops/bookings/${url}`, headers, ...(payload ? { payload } : {}) });

  it('assigns the held officer at payment and ends the hold', async () => {
    const b = await book();
    const held = await assigned(b.id);
    expect(held).toHaveLength(1);
    const paid = await pay(b.id);
    expect(paid).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await assigned(b.id)).toEqual(held);
    await expect.poll(() => assignmentEvents(b.id), HISTORY).toEqual([{ from: null, to: held[0], role: 'system' }]);
  });

  it('picks another officer when the held one is no longer on shift, and confirms with fewer when nobody is', async () => {
    const b = await book();
    const [first] = await assigned(b.id);
    await t.app.db
      .update(officerShifts)
      .set({ endsAt: new Date() })
      .where(eq(officerShifts.officerId, first ?? ''));
    await pay(b.id);
    const [now] = await assigned(b.id);
    expect(now).toBeDefined();
    expect(now).not.toBe(first);
    await expect
      .poll(async () => (await assignmentEvents(b.id)).map((e) => [e.from, e.to]), HISTORY)
      .toEqual([
        [first, 'none'],
        [null, now],
      ]);
    const restore = new Date(Date.now() + 60 * 86_400_000);
    await t.app.db
      .update(officerShifts)
      .set({ endsAt: restore })
      .where(eq(officerShifts.officerId, first ?? ''));

    const full = await book(10); // needs 2 of the 3
    for (const o of team) {
      await t.app.db.update(officerShifts).set({ endsAt: new Date() }).where(eq(officerShifts.officerId, o.id));
    }
    expect(await pay(full.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await assigned(full.id)).toEqual([]);
    for (const o of team) {
      await t.app.db.update(officerShifts).set({ endsAt: restore }).where(eq(officerShifts.officerId, o.id));
    }
  });

  it('hides the routes from customers (404) and refuses officers (403)', async () => {
    const b = await book();
    expect((await ops('GET', `${b.id}/candidates`, undefined, ada.headers)).statusCode).toBe(404);
    const asOfficer = await authHeader(t.app, { id: officer(0), role: 'officer' });
    expect((await ops('GET', `${b.id}/candidates`, undefined, asOfficer)).statusCode).toBe(403);
    const asAdmin = await authHeader(t.app, await createUser(t.app.db, { role: 'admin' }));
    expect((await ops('GET', `${b.id}/candidates`, undefined, asAdmin)).statusCode).toBe(200);
  });

  it('lets the dispatcher reassign and unassign, under the same checks, with events and audit rows', async () => {
    const b = await book();
    expect((await ops('POST', `${b.id}/assignments`, { officerId: officer(1) })).json().message).toMatch(
      /Only a confirmed booking/,
    );
    await pay(b.id);
    const [current] = await assigned(b.id);
    const candidates = (await ops('GET', `${b.id}/candidates`)).json().data.officers.map((o: { id: string }) => o.id);
    expect(candidates).toHaveLength(2);
    expect(candidates).not.toContain(current);
    const next = candidates[0];

    const extra = await ops('POST', `${b.id}/assignments`, { officerId: next });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe('This booking already has the officers it needs. Choose an officer to replace.');

    const moved = await ops('POST', `${b.id}/assignments`, { officerId: next, replaceOfficerId: current });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: 'Officer reassigned.', data: { officers: [{ id: next }] } });
    expect(await assigned(b.id)).toEqual([next]);
    await expect
      .poll(async () => (await assignmentEvents(b.id)).at(-1), HISTORY)
      .toEqual({ from: current, to: next, role: 'dispatcher' });

    // The officer now on this booking is busy for its window: another booking at that time cannot have them.
    const gone = await ops('DELETE', `${b.id}/assignments/${next}`);
    expect(gone.json().data.officers).toEqual([]);
    expect((await ops('DELETE', `${b.id}/assignments/${next}`)).statusCode).toBe(404);
    const audit = await t.app.db
      .select({ action: staffAuditEvents.action, role: staffAuditEvents.actorRole })
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.bookingId, b.id))
      .orderBy(asc(staffAuditEvents.createdAt));
    expect(audit).toEqual([
      { action: 'assignment.reassigned', role: 'dispatcher' },
      { action: 'assignment.unassigned', role: 'dispatcher' },
    ]);
  });

  it('says why an officer cannot take a booking: busy, off shift, or another terminal', async () => {
    const a = await book();
    await pay(a.id);
    const [busy] = await assigned(a.id);
    // A second booking in the same window, assigned to someone else.
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + hoursAhead * HOUR) });
    const b = (await postCreate(t.app, ada, { flightBookingReference: flight.reference })).json().data.booking;
    await pay(b.id);
    const [mine] = await assigned(b.id);
    const swap = (officerId: string) => ops('POST', `${b.id}/assignments`, { officerId, replaceOfficerId: mine });
    expect((await swap(busy ?? '')).json().message).toBe(
      'This officer is busy with another booking during this service window.',
    );
    const [late] = await seedRoster(t.app.db, { from: new Date(Date.now() + 400 * HOUR) });
    expect((await swap(late?.id ?? '')).json().message).toBe(
      "This officer's shifts do not cover the whole service window.",
    );
    const [mma2] = await seedRoster(t.app.db, { terminals: ['MMA2'] });
    const refused = await swap(mma2?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This officer does not serve the International terminal.');
  });

  it('drops the assignments a removed shift no longer covers', async () => {
    const b = await book();
    await pay(b.id);
    const [who] = await assigned(b.id);
    await t.app.db.delete(officerShifts).where(eq(officerShifts.officerId, who ?? ''));
    const affected = await t.app.db.transaction((tx) =>
      releaseUncoveredAssignments(tx, { jobs: t.app.jobs, officerId: who ?? '', actor: SYSTEM_ACTOR }),
    );
    expect(affected).toContain(b.id);
    expect(await assigned(b.id)).toEqual([]);
    await expect
      .poll(async () => (await assignmentEvents(b.id)).at(-1), HISTORY)
      .toEqual({ from: who, to: 'none', role: 'system' });
  });
});
