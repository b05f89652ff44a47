import { BOOKING_REFERENCE_PATTERN, CreateBookingResultSchema, rateToE4 } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, pricing } from '../../db/schema/index';
import {
  authHeader,
  createFlight,
  createUser,
  type FlightRow,
  flightFromLos,
  createBooking as insertBooking,
} from '../../test/factories';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBooking } from './booking-create.service';

const HOUR = 3_600_000;

describe('POST /api/bookings/create', () => {
  let t: TestApp;
  let ada: SignedIn;
  let inbound: FlightRow;
  let outbound: FlightRow;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signIn(t.app);
    inbound = await createFlight(t.app.db);
    outbound = await createFlight(t.app.db, flightFromLos);
  });
  afterAll(() => t.close());

  it('needs a bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/create',
      payload: { flightBookingReference: inbound.reference, serviceType: 'arrival', passengerCount: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it('creates a pending, unpaid booking priced by the server, with the flight', async () => {
    const res = await postCreate(t.app, ada, {
      flightBookingReference: inbound.reference,
      passengerCount: 2,
      specialRequirements: '  Wheelchair at the aircraft door  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    const { booking } = CreateBookingResultSchema.parse(body.data);
    expect(booking).toMatchObject({
      serviceType: 'arrival',
      passengerCount: 2,
      status: 'pending',
      paymentStatus: 'pending',
      refundStatus: null,
      specialRequests: 'Wheelchair at the aircraft door',
      // §9 defaults: $45 per passenger at 1500 NGN/USD
      unitPriceUsd: 45,
      exchangeRate: 1500,
      totalAmount: 90,
      currency: 'USD',
      totalAmountNgn: 135_000,
      flight: {
        bookingReference: inbound.reference,
        airlineName: 'British Airways',
        flightNumber: inbound.flightNumber,
        departureAirport: 'London Heathrow Airport',
        arrivalAirport: 'Murtala Muhammed International Airport',
        departureIata: 'LHR',
        arrivalIata: 'LOS',
        terminal: 'International',
      },
    });
    expect(booking.bookingReference).toMatch(BOOKING_REFERENCE_PATTERN);
    // times leave with the airport's offset: LHR +00:00, LOS +01:00
    expect(booking.flight.departureTime).toMatch(/\+00:00$/);
    expect(booking.flight.arrivalTime).toMatch(/\+01:00$/);
    expect(new Date(booking.flight.arrivalTime).getTime()).toBe(inbound.arrivalTime.getTime());
    expect(Math.abs(Date.now() - new Date(booking.createdAt).getTime())).toBeLessThan(60_000);
    // the meeting code is only for the owner's detail view
    expect(booking).not.toHaveProperty('meetingCode');
  });

  it('copies the unit price and rate onto the booking, so later price changes do not touch it', async () => {
    await t.app.db
      .update(pricing)
      .set({ priceUsdCents: 5250, exchangeRateE4: rateToE4('1612.5') })
      .where(eq(pricing.serviceType, 'departure'));
    const res = await postCreate(t.app, ada, {
      flightBookingReference: outbound.reference,
      serviceType: 'departure',
      passengerCount: 3,
    });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json().data;
    // 3 × $52.50 = $157.50; × 1612.5 = ₦253,968.75
    expect(booking).toMatchObject({
      unitPriceUsd: 52.5,
      exchangeRate: 1612.5,
      totalAmount: 157.5,
      totalAmountNgn: 253_968.75,
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ totalUsdCents: 15_750, totalNgnKobo: 25_396_875, unitPriceUsdCents: 5250 });

    await t.app.db
      .update(pricing)
      .set({ priceUsdCents: 9900, exchangeRateE4: rateToE4('2000') })
      .where(eq(pricing.serviceType, 'departure'));
    const again = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(again.json().data.booking).toMatchObject({ unitPriceUsd: 52.5, exchangeRate: 1612.5, totalAmount: 157.5 });
  });

  it('prices in exact kobo, half up, at a four-decimal rate set through the API', async () => {
    const admin = await createUser(t.app.db, { role: 'admin' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/pricing/departure',
      payload: { price_usd: 90, exchange_rate_ngn: 1500.0095 },
      headers: await authHeader(t.app, admin),
    });
    expect(put.json().data.exchange_rate_ngn).toBe(1500.0095);
    const res = await postCreate(t.app, ada, { flightBookingReference: outbound.reference, serviceType: 'departure' });
    // $90 × 1500.0095 = ₦135,000.855 = 13,500,085.5 kobo, which rounds half up to 13,500,086.
    expect(res.json().data.booking).toMatchObject({ exchangeRate: 1500.0095, totalAmountNgn: 135_000.86 });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, res.json().data.booking.id));
    expect(row?.totalNgnKobo).toBe(13_500_086);
  });

  it.each([
    ['a client price', { totalAmount: 1 }],
    ['a client amount in kobo', { amount: 100 }],
    ['a status', { status: 'confirmed' }],
    ['an owner', { userId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses a body with %s (unknown fields get 400)', async (_what, extra) => {
    const res = await postCreate(t.app, ada, { flightBookingReference: inbound.reference, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  });

  it.each([
    [0, 'Minimum 1 passenger'],
    [11, 'Maximum 10 passengers'],
    [1.5, undefined],
    ['2', 'Minimum 1 passenger'],
  ])('refuses passengerCount %s', async (passengerCount, message) => {
    const res = await postCreate(t.app, ada, { flightBookingReference: inbound.reference, passengerCount });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('passengerCount');
    if (message) expect(res.json().details.passengerCount).toBe(message);
  });

  it('accepts 10 passengers and 500 characters of special requirements, refuses 501', async () => {
    const ok = await postCreate(t.app, ada, {
      flightBookingReference: inbound.reference,
      passengerCount: 10,
      specialRequirements: 'x'.repeat(500),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.booking).toMatchObject({ passengerCount: 10, totalAmount: 450 });
    const tooLong = await postCreate(t.app, ada, {
      flightBookingReference: inbound.reference,
      specialRequirements: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toHaveProperty('specialRequirements');
  });

  it('refuses arrival service on a flight that does not land at a served airport, saying why', async () => {
    const res = await postCreate(t.app, ada, { flightBookingReference: outbound.reference, serviceType: 'arrival' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: 'UNPROCESSABLE',
      message: `Arrival Service is only for flights that land at an airport we serve; ${outbound.flightNumber} lands at LHR.`,
    });
  });

  it('refuses departure service on a flight that does not leave a served airport, saying why', async () => {
    const res = await postCreate(t.app, ada, { flightBookingReference: inbound.reference, serviceType: 'departure' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Departure Service is only for flights that leave an airport we serve; ${inbound.flightNumber} leaves from LHR.`,
    );
  });

  it('refuses a flight that has already departed (departure service)', async () => {
    const gone = await createFlight(t.app.db, { ...flightFromLos, departureTime: new Date(Date.now() - HOUR) });
    const res = await postCreate(t.app, ada, { flightBookingReference: gone.reference, serviceType: 'departure' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `${gone.flightNumber} has already departed, so Departure Service can no longer be booked.`,
    );
  });

  it('takes arrival service for a flight in the air, but not once it has landed', async () => {
    // Lands in 4 h: more than the minimum notice before the meeting time.
    const inAir = await createFlight(t.app.db, {
      departureTime: new Date(Date.now() - 3 * HOUR),
      arrivalTime: new Date(Date.now() + 4 * HOUR),
    });
    expect((await postCreate(t.app, ada, { flightBookingReference: inAir.reference })).statusCode).toBe(201);
    const landed = await createFlight(t.app.db, {
      departureTime: new Date(Date.now() - 7 * HOUR),
      arrivalTime: new Date(Date.now() - HOUR),
    });
    const res = await postCreate(t.app, ada, { flightBookingReference: landed.reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `${landed.flightNumber} has already landed, so Arrival Service can no longer be booked.`,
    );
  });

  it('refuses a cancelled flight', async () => {
    const cancelled = await createFlight(t.app.db, { status: 'cancelled' });
    const res = await postCreate(t.app, ada, { flightBookingReference: cancelled.reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${cancelled.flightNumber} is cancelled and can no longer be booked.`);
  });

  it('answers 404 for an unknown flight reference', async () => {
    const res = await postCreate(t.app, ada, { flightBookingReference: 'FLT-NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No flight found with the provided details. Please try again.');
  });

  it('gives every booking its own reference and draws again when one is taken', async () => {
    const taken = await insertBooking(t.app.db, { userId: ada.user.id, flightId: inbound.id, reference: 'FT-AAAAAA' });
    const draws = ['FT-AAAAAA', 'FT-AAAAAA', 'FT-BBBBBB'];
    const { booking } = await createBooking(
      { db: t.app.db, jobs: t.app.jobs, holdMinutes: 30 },
      {
        caller: { userId: ada.user.id, role: 'customer' },
        input: { flightBookingReference: inbound.reference, serviceType: 'arrival', passengerCount: 1 },
      },
      { newReference: () => draws.shift() ?? 'FT-CCCCCC' },
    );
    expect(booking.bookingReference).toBe('FT-BBBBBB');
    expect(booking.id).not.toBe(taken.id);
    const refs = await t.app.db.select({ reference: bookings.reference }).from(bookings);
    expect(new Set(refs.map((r) => r.reference)).size).toBe(refs.length);
  });
});
