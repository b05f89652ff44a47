import { CancellationOutcomeSchema } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents } from '../../db/schema/index';
import { type BookingRow, createBooking, createFlight, flightFromLos } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const HOUR = 3_600_000;

describe('DELETE /api/bookings/:id (cancel)', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signIn(t.app);
  });
  afterAll(() => t.close());

  /** A booking on a departure flight leaving LOS `hoursAhead` from now. */
  async function departureBooking(hoursAhead: number, overrides: Partial<BookingRow> = {}) {
    const flight = await createFlight(t.app.db, {
      ...flightFromLos,
      departureTime: new Date(Date.now() + hoursAhead * HOUR),
    });
    return createBooking(t.app.db, {
      userId: ada.user.id,
      flightId: flight.id,
      serviceType: 'departure',
      ...overrides,
    });
  }
  const cancel = (who: SignedIn, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: who.headers });
  const refundEvents = (bookingId: string) =>
    t.app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));

  it('marks a paid booking cancelled 24 h or more before the flight for a full refund', async () => {
    const b = await departureBooking(24 + 0.25, { status: 'confirmed', paymentStatus: 'paid' });
    const res = await cancel(ada, b.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message:
        'Booking cancelled. It was paid and cancelled at least 24 hours before the flight, so a full refund is on its way.',
    });
    const outcome = CancellationOutcomeSchema.parse(body.data);
    expect(outcome).toMatchObject({
      refund: 'full',
      rule: 'full_refund',
      // the payments feature's refund worker picks up refund_status pending
      booking: { id: b.id, status: 'cancelled', paymentStatus: 'paid', refundStatus: 'pending' },
    });
    expect(await refundEvents(b.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'status',
          fromValue: 'confirmed',
          toValue: 'cancelled',
          actorUserId: ada.user.id,
        }),
        expect.objectContaining({
          field: 'refund_status',
          fromValue: null,
          toValue: 'pending',
          actorUserId: ada.user.id,
        }),
      ]),
    );
  });

  it('does not refund a paid booking cancelled less than 24 h before the flight', async () => {
    const b = await departureBooking(24 - 0.25, { status: 'confirmed', paymentStatus: 'paid' });
    const res = await cancel(ada, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Booking cancelled. It was cancelled less than 24 hours before the flight, so no refund applies.',
      data: { refund: 'none', rule: 'late_no_refund', booking: { status: 'cancelled', refundStatus: null } },
    });
  });

  it('cancels an unpaid pending booking with nothing to refund', async () => {
    const b = await departureBooking(48);
    const res = await cancel(ada, b.id);
    expect(res.json()).toMatchObject({
      message: 'Booking cancelled. Nothing was paid, so there is nothing to refund.',
      data: { refund: 'none', rule: 'unpaid_no_refund', booking: { status: 'cancelled', refundStatus: null } },
    });
  });

  it('measures arrival service from the landing time', async () => {
    // departs 20 h from now, lands 26.5 h from now: the service is still 24 h+ away
    const flight = await createFlight(t.app.db, { departureTime: new Date(Date.now() + 20 * HOUR) });
    const b = await createBooking(t.app.db, { userId: ada.user.id, flightId: flight.id, paymentStatus: 'paid' });
    expect((await cancel(ada, b.id)).json().data).toMatchObject({ refund: 'full', rule: 'full_refund' });
  });

  it('refuses once the flight time has passed', async () => {
    const b = await departureBooking(-1, { status: 'confirmed', paymentStatus: 'paid' });
    const res = await cancel(ada, b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'CONFLICT',
      message: 'The flight time has passed, so this booking can no longer be cancelled.',
    });
  });

  it.each(['completed', 'cancelled'] as const)('refuses a %s booking', async (status) => {
    const b = await departureBooking(48, { status });
    const res = await cancel(ada, b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`A ${status} booking cannot be cancelled.`);
  });

  it('cancels once: a second cancel is refused and no second refund is marked', async () => {
    const b = await departureBooking(72, { status: 'confirmed', paymentStatus: 'paid' });
    expect((await cancel(ada, b.id)).statusCode).toBe(200);
    expect((await cancel(ada, b.id)).statusCode).toBe(409);
    const refunds = (await refundEvents(b.id)).filter((e) => e.field === 'refund_status');
    expect(refunds).toHaveLength(1);
  });

  it('applies the same rules when cancelling through PUT /status', async () => {
    const b = await departureBooking(72, { status: 'confirmed', paymentStatus: 'paid' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${b.id}/status`,
      headers: ada.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.json()).toMatchObject({
      message: expect.stringContaining('full refund'),
      data: { booking: { status: 'cancelled', refundStatus: 'pending' } },
    });
  });
});
