/**
 * Holds with BOOKING_HOLD_MINUTES=1 (issue 15 §5): a new booking holds its officer for one
 * minute; the every-minute hold-expiry round (ADR 216) expires a booking still unpaid then, and
 * is scheduled on the job runner. The clock is driven by creating with an earlier `now` and
 * running the round with its own `now`, never by waiting a minute.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments, bookings } from '../../db/schema/index';
import { createFlight } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBooking } from './booking-create.service';
import { runHoldExpiryRound } from './booking-expiry';

const MINUTE = 60_000;

describe('holds of BOOKING_HOLD_MINUTES=1', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ BOOKING_HOLD_MINUTES: '1' }, { roster: false });
    ada = await signIn(t.app);
    await seedRoster(t.app.db, { officers: 1 });
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) =>
    (await t.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

  it('holds the officer for one minute, and the hold-expiry round is on the job schedule', async () => {
    const flight = await createFlight(t.app.db);
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    const { booking } = res.json().data;
    expect(new Date(booking.holdExpiresAt).getTime() - new Date(booking.createdAt).getTime()).toBe(MINUTE);
    const { rows } = await t.app.database.executeSql('select cron from pgboss.schedule where name = $1', [
      'hold-expiry-round',
    ]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
    // The round leaves a hold that has not ended alone.
    expect(await runHoldExpiryRound(t.app)).not.toContain(booking.id);
    expect(await statusOf(booking.id)).toBe('pending');
    // While the hold lasts, nobody else gets the officer.
    expect((await postCreate(t.app, ada, { flightBookingReference: flight.reference })).json().error).toBe(
      'FULLY_BOOKED',
    );
  });

  it('expires a booking still unpaid when its hold ends, in the next round, and frees the officer', async () => {
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + 100 * 60 * MINUTE) });
    const { booking } = await createBooking(
      { db: t.app.db, jobs: t.app.jobs, holdMinutes: t.config.bookingHoldMinutes },
      {
        caller: { userId: ada.user.id, role: 'customer' },
        input: { flightBookingReference: flight.reference, serviceType: 'arrival', passengerCount: 1 },
      },
      { now: new Date(Date.now() - 2 * MINUTE) },
    );
    expect(await runHoldExpiryRound(t.app)).toContain(booking.id);
    expect(await statusOf(booking.id)).toBe('expired');
    // Run again, the round finds nothing more to do for it.
    expect(await runHoldExpiryRound(t.app)).not.toContain(booking.id);
    const held = await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, booking.id));
    expect(held).toEqual([]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/bookings/user', headers: ada.headers })).json().data;
    expect(list.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
      status: 'expired',
      holdExpiresAt: null,
    });
  });
});
