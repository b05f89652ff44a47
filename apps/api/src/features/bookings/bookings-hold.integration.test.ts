/**
 * Holds with BOOKING_HOLD_MINUTES=1 (issue 15 §5), with the app's own job workers: a new booking
 * holds its officer for one minute and has an `expire-booking` job for the hold's end; the job
 * expires a booking still unpaid then. The clock is driven by creating with an earlier `now`,
 * never by waiting a minute.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingAssignments, bookings } from '../../db/schema/index';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBooking } from './booking-create.service';
import { EXPIRE_QUEUE } from './booking-expiry';
import { postCreate, type SignedIn, signIn } from './bookings.test-support';

const MINUTE = 60_000;

describe('holds of BOOKING_HOLD_MINUTES=1', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ BOOKING_HOLD_MINUTES: '1', JOB_WORKERS: 'true' }, { roster: false });
    ada = await signIn(t.app);
    await seedRoster(t.app.db, { officers: 1 });
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) =>
    (await t.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

  it('holds the officer for one minute, with an expiry job keyed by the booking for the end of the hold', async () => {
    const flight = await createFlight(t.app.db);
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    const { booking } = res.json().data;
    expect(new Date(booking.holdExpiresAt).getTime() - new Date(booking.createdAt).getTime()).toBe(MINUTE);
    const { rows } = await t.app.database.executeSql(
      'select start_after as "startAfter" from pgboss.job where name = $1 and singleton_key = $2',
      [EXPIRE_QUEUE, booking.id],
    );
    expect(rows).toHaveLength(1);
    const startAfter = new Date((rows[0] as { startAfter: string }).startAfter).getTime();
    expect(Math.abs(startAfter - new Date(booking.holdExpiresAt).getTime())).toBeLessThan(1_000);
    // While the hold lasts, nobody else gets the officer.
    expect((await postCreate(t.app, ada, { flightBookingReference: flight.reference })).json().error).toBe(
      'FULLY_BOOKED',
    );
  });

  it('expires a booking still unpaid when its hold ends, through the job, and frees the officer', async () => {
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + 100 * 60 * MINUTE) });
    const { booking } = await createBooking(
      { db: t.app.db, jobs: t.app.jobs, holdMinutes: t.config.bookingHoldMinutes },
      { userId: ada.user.id, role: 'customer' },
      { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 1 },
      { now: new Date(Date.now() - 2 * MINUTE) },
    );
    await vi.waitFor(async () => expect(await statusOf(booking.id)).toBe('expired'), {
      timeout: 20_000,
      interval: 100,
    });
    const held = await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, booking.id));
    expect(held).toEqual([]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/bookings/user', headers: ada.headers })).json().data;
    expect(list.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
      status: 'expired',
      holdExpiresAt: null,
    });
  });
});
