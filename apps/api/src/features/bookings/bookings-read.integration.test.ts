import { BookingSchema, bookingDisplayStatus, MEETING_CODE_PATTERN } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMilestones } from '../../db/schema/index';
import { createBooking, createFlight, type FlightRow } from '../../test/factories';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('reading bookings', () => {
  let t: TestApp;
  let ada: SignedIn;
  let bola: SignedIn;
  let flight: FlightRow;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola] = [await signIn(t.app), await signIn(t.app)];
    flight = await createFlight(t.app.db);
  });
  afterAll(() => t.close());

  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

  describe('GET /api/bookings/user', () => {
    it('lists only the caller’s bookings, newest first, with the §3 list fields and a message', async () => {
      const day = 86_400_000;
      const older = await createBooking(t.app.db, {
        userId: ada.user.id,
        flightId: flight.id,
        createdAt: new Date(Date.now() - 2 * day),
        specialRequirements: 'Two large suitcases',
      });
      const newer = await createBooking(t.app.db, {
        userId: ada.user.id,
        flightId: flight.id,
        createdAt: new Date(Date.now() - day),
        passengerCount: 4,
      });
      await createBooking(t.app.db, { userId: bola.user.id, flightId: flight.id });

      const res = await get(ada, '/api/bookings/user');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Found 2 bookings.' });
      const list = BookingSchema.array().parse(body.data);
      expect(list.map((b) => b.id)).toEqual([newer.id, older.id]);
      expect(list[0]).toMatchObject({
        bookingReference: newer.reference,
        status: 'pending',
        paymentStatus: 'pending',
        totalAmount: 180,
        currency: 'USD',
        totalAmountNgn: 270_000,
        serviceType: 'arrival',
        passengerCount: 4,
        specialRequests: null,
        createdAt: newer.createdAt.toISOString(),
        flight: {
          airlineName: 'British Airways',
          flightNumber: flight.flightNumber,
          departureAirport: 'London Heathrow Airport',
          arrivalAirport: 'Murtala Muhammed International Airport',
        },
      });
      expect(list[1]?.specialRequests).toBe('Two large suitcases');
      expect(new Date(list[0]?.flight.departureTime ?? '').getTime()).toBe(flight.departureTime.getTime());
      expect(list.some((b) => 'meetingCode' in b)).toBe(false);
    });

    it('says when the officer checked in, so a running service reads "In progress" (issue 37)', async () => {
      const runner = await signIn(t.app);
      const running = await createBooking(t.app.db, {
        userId: runner.user.id,
        flightId: flight.id,
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      const waiting = await createBooking(t.app.db, {
        userId: runner.user.id,
        flightId: flight.id,
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      const at = new Date('2026-11-28T09:15:00Z');
      await t.app.db
        .insert(serviceMilestones)
        .values({ bookingId: running.id, milestone: 'checked_in', reachedAt: at });

      const list = BookingSchema.array().parse((await get(runner, '/api/bookings/user')).json().data);
      const byId = new Map(list.map((b) => [b.id, b]));
      expect(byId.get(running.id)?.checkedInAt).toBe(at.toISOString());
      expect(bookingDisplayStatus(byId.get(running.id) ?? { status: 'pending' })).toBe('in_progress');
      expect(byId.get(waiting.id)?.checkedInAt).toBeNull();
      expect(bookingDisplayStatus(byId.get(waiting.id) ?? { status: 'pending' })).toBe('confirmed');
      const one = (await get(runner, `/api/bookings/${running.id}`)).json().data.booking;
      expect(one.checkedInAt).toBe(at.toISOString());
    });

    it('answers an empty list to a new user', async () => {
      const newcomer = await signIn(t.app);
      const res = await get(newcomer, '/api/bookings/user');
      expect(res.json()).toEqual({ success: true, data: [], message: 'Found 0 bookings.' });
    });

    it('needs a bearer token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/bookings/user' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/bookings/:id', () => {
    it('shows the owner the booking with its 4-digit meeting code', async () => {
      const created = (await postCreate(t.app, ada, { flightBookingReference: flight.reference })).json().data.booking;
      const res = await get(ada, `/api/bookings/${created.id}`);
      expect(res.statusCode).toBe(200);
      const { booking } = res.json().data;
      expect(booking).toMatchObject({ ...created, meetingCode: expect.stringMatching(MEETING_CODE_PATTERN) });
    });

    it('gives each booking its own meeting code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const { id } = (await postCreate(t.app, ada, { flightBookingReference: flight.reference })).json().data.booking;
        codes.add((await get(ada, `/api/bookings/${id}`)).json().data.booking.meetingCode);
      }
      // five draws from a million: equal codes for all five would mean they are not random
      expect(codes.size).toBeGreaterThan(1);
    });

    it.each(['officer', 'admin'] as const)('lets an %s read any booking, without its meeting code', async (role) => {
      const staff = await signIn(t.app, role);
      const mine = await createBooking(t.app.db, { userId: ada.user.id, flightId: flight.id });
      const res = await get(staff, `/api/bookings/${mine.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.booking).toMatchObject({ id: mine.id, bookingReference: mine.reference });
      expect(res.json().data.booking).not.toHaveProperty('meetingCode');
    });

    it('answers 404 for an id that does not exist and 400 for one that is not a uuid', async () => {
      const missing = await get(ada, '/api/bookings/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      expect((await get(ada, '/api/bookings/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('ownership: another customer’s booking answers 404 on every route', () => {
    it.each([
      ['GET', '', undefined],
      ['POST', '/complete-payment', { reference: 'PSK-ANY' }],
      ['PUT', '/status', { status: 'cancelled' }],
      ['DELETE', '', undefined],
    ] as const)('%s /api/bookings/:id%s', async (method, suffix, payload) => {
      const adas = await createBooking(t.app.db, { userId: ada.user.id, flightId: flight.id });
      const res = await t.app.inject({
        method,
        url: `/api/bookings/${adas.id}${suffix}`,
        headers: bola.headers,
        payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'NOT_FOUND', message: 'Booking not found' });
      // and nothing changed for the owner
      const owner = await get(ada, `/api/bookings/${adas.id}`);
      expect(owner.json().data.booking).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    });
  });

  describe('OpenAPI', () => {
    it('documents every bookings route with bearer auth and the Idempotency-Key header', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const ops = [
        doc.paths['/api/bookings/create'].post,
        doc.paths['/api/bookings/user'].get,
        doc.paths['/api/bookings/{id}'].get,
        doc.paths['/api/bookings/{id}'].delete,
        doc.paths['/api/bookings/{id}/status'].put,
        doc.paths['/api/bookings/{id}/complete-payment'].post,
      ];
      for (const op of ops) expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(ops[0].parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false })]),
      );
    });
  });
});
