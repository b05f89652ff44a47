import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, payments } from '../../db/schema/index';
import { type BookingRow, createBooking, createFlight, type FlightRow } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('booking status changes', () => {
  let t: TestApp;
  let ada: SignedIn;
  let officer: SignedIn;
  let admin: SignedIn;
  let flight: FlightRow;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, officer, admin] = [await signIn(t.app), await signIn(t.app, 'officer'), await signIn(t.app, 'admin')];
    flight = await createFlight(t.app.db);
  });
  afterAll(() => t.close());

  const adasBooking = (overrides: Partial<BookingRow> = {}) =>
    createBooking(t.app.db, { userId: ada.user.id, flightId: flight.id, ...overrides });
  const putStatus = (who: SignedIn, id: string, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/status`, headers: who.headers, payload: { status } });
  const completePayment = (who: SignedIn, id: string, reference: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/complete-payment`,
      headers: who.headers,
      payload: { reference },
    });
  /** What the payments feature writes once the provider has verified a charge. */
  const recordPayment = (booking: BookingRow, reference: string, status: 'paid' | 'pending' | 'failed') =>
    t.app.db.insert(payments).values({
      bookingId: booking.id,
      userId: booking.userId,
      provider: 'paystack',
      reference,
      amountMinor: booking.totalNgnKobo,
      currency: 'NGN',
      status,
    });
  // The status trail; officer assignments (field `assignment`) have their own tests.
  const events = (bookingId: string) =>
    t.app.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, bookingId), ne(bookingEvents.field, 'assignment')))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.field));

  describe('PUT /api/bookings/:id/status', () => {
    it('lets a customer cancel their own booking', async () => {
      const b = await adasBooking();
      const res = await putStatus(ada, b.id, 'cancelled');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Booking cancelled. Nothing was paid, so there is nothing to refund.',
        data: { booking: { id: b.id, status: 'cancelled' } },
      });
    });

    it.each(['confirmed', 'completed', 'pending'])('refuses a customer who asks for %s (403)', async (status) => {
      const b = await adasBooking({ paymentStatus: 'paid' });
      const res = await putStatus(ada, b.id, status);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'FORBIDDEN', message: 'You can only cancel your own booking.' });
    });

    it('lets an officer confirm a paid booking and complete it, recording who did what', async () => {
      const b = await adasBooking({ paymentStatus: 'paid' });
      const confirmed = await putStatus(officer, b.id, 'confirmed');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      const completed = await putStatus(admin, b.id, 'completed');
      expect(completed.json().data.booking.status).toBe('completed');

      const trail = await events(b.id);
      expect(trail).toMatchObject([
        {
          field: 'status',
          fromValue: 'pending',
          toValue: 'confirmed',
          actorUserId: officer.user.id,
          actorRole: 'officer',
        },
        {
          field: 'status',
          fromValue: 'confirmed',
          toValue: 'completed',
          actorUserId: admin.user.id,
          actorRole: 'admin',
        },
      ]);
      for (const e of trail) expect(e.createdAt).toBeInstanceOf(Date);
    });

    it('does not let staff confirm an unpaid booking: only a verified payment can', async () => {
      const b = await adasBooking();
      const res = await putStatus(admin, b.id, 'confirmed');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'PAYMENT_NOT_VERIFIED' });
      expect(await events(b.id)).toEqual([]);
    });

    it.each([
      ['pending', 'completed'],
      ['completed', 'cancelled'],
      ['cancelled', 'confirmed'],
      ['confirmed', 'pending'],
      ['confirmed', 'confirmed'],
      ['pending', 'expired'],
    ] as const)('answers 409 to the illegal move %s -> %s and changes nothing', async (from, to) => {
      const b = await adasBooking({ status: from, paymentStatus: 'paid' });
      const res = await putStatus(officer, b.id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false });
      const after = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: ada.headers });
      expect(after.json().data.booking.status).toBe(from);
    });

    it('refuses a status that does not exist (400)', async () => {
      const b = await adasBooking();
      expect((await putStatus(officer, b.id, 'shipped')).statusCode).toBe(400);
    });
  });

  describe('POST /api/bookings/:id/complete-payment', () => {
    it('answers 409 PAYMENT_NOT_VERIFIED when no payment exists', async () => {
      const b = await adasBooking();
      const res = await completePayment(ada, b.id, 'PSK-NONE');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, error: 'PAYMENT_NOT_VERIFIED' });
    });

    it.each(['pending', 'failed'] as const)('answers 409 PAYMENT_NOT_VERIFIED for a %s payment', async (status) => {
      const b = await adasBooking();
      await recordPayment(b, `PSK-${status}-${b.id}`, status);
      const res = await completePayment(ada, b.id, `PSK-${status}-${b.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('PAYMENT_NOT_VERIFIED');
    });

    it('does not accept a paid payment that belongs to another booking', async () => {
      const paidOne = await adasBooking();
      const other = await adasBooking();
      await recordPayment(paidOne, `PSK-X-${paidOne.id}`, 'paid');
      const res = await completePayment(ada, other.id, `PSK-X-${paidOne.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('PAYMENT_NOT_VERIFIED');
    });

    it('marks the booking paid and confirmed from a verified payment; calling again does no harm', async () => {
      const b = await adasBooking();
      const reference = `PSK-OK-${b.id}`;
      await recordPayment(b, reference, 'paid');
      const first = await completePayment(ada, b.id, reference);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        success: true,
        data: { booking: { id: b.id, status: 'confirmed', paymentStatus: 'paid' } },
      });
      const second = await completePayment(ada, b.id, reference);
      expect(second.statusCode).toBe(200);
      expect(second.json().data).toEqual(first.json().data);
      expect(await events(b.id)).toMatchObject([
        {
          field: 'payment_status',
          fromValue: 'pending',
          toValue: 'paid',
          actorUserId: ada.user.id,
          actorRole: 'customer',
        },
        {
          field: 'status',
          fromValue: 'pending',
          toValue: 'confirmed',
          actorUserId: ada.user.id,
          actorRole: 'customer',
        },
      ]);
    });

    it('confirms a booking the payments feature already marked paid', async () => {
      const b = await adasBooking({ paymentStatus: 'paid' });
      await recordPayment(b, `PSK-PAID-${b.id}`, 'paid');
      const res = await completePayment(ada, b.id, `PSK-PAID-${b.id}`);
      expect(res.json().data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
      expect(await events(b.id)).toHaveLength(1);
    });

    it('will not confirm a cancelled booking', async () => {
      const b = await adasBooking({ status: 'cancelled' });
      await recordPayment(b, `PSK-C-${b.id}`, 'paid');
      const res = await completePayment(ada, b.id, `PSK-C-${b.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('CONFLICT');
    });
  });
});
