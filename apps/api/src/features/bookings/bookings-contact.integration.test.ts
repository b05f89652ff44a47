/**
 * The booking's contact (issue 19 §1): the lead passenger's name and a reachable phone are
 * stored in E.164, refused with a field error when not a number, taken from the profile when a
 * client leaves them out (never a quick sign-up placeholder), and shown to staff.
 */
import { addDaysIso, lagosToday, QUICK_SIGNUP_PLACEHOLDERS } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index';
import { authHeader, createBooking, createFlight, createUser, type FlightRow } from '../../test/factories';
import { lagosHour } from '../../test/lagos-clock';
import { postCreate } from '../../test/scenarios/booking';
import { createStaff, type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('booking contact', () => {
  let t: TestApp;
  let ada: SignedIn;
  let quick: SignedIn;
  let dispatcher: SignedIn;
  let inbound: FlightRow;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signIn(t.app);
    const quickUser = await createUser(t.app.db, { ...QUICK_SIGNUP_PLACEHOLDERS, firstName: 'Chidi Eze' });
    quick = { user: quickUser, headers: await authHeader(t.app, quickUser) };
    dispatcher = await createStaff(t.app, 'dispatcher');
    inbound = await createFlight(t.app.db);
  });
  afterAll(() => t.close());

  const storedContact = async (id: string) => {
    const [row] = await t.app.db
      .select({ name: bookings.leadPassengerName, phone: bookings.contactPhone })
      .from(bookings)
      .where(eq(bookings.id, id));
    return row;
  };

  it('stores a local Nigerian number in E.164 and answers it with the name', async () => {
    const res = await postCreate(t.app, ada, {
      flightBookingReference: inbound.reference,
      leadPassengerName: '  Ada   Obi ',
      contactPhone: '0803 123 4567',
    });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json().data;
    expect(booking).toMatchObject({ leadPassengerName: 'Ada Obi', contactPhone: '+2348031234567' });
    expect(await storedContact(booking.id)).toEqual({ name: 'Ada Obi', phone: '+2348031234567' });
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(read.json().data.booking).toMatchObject({ leadPassengerName: 'Ada Obi', contactPhone: '+2348031234567' });
  });

  it('accepts an international number', async () => {
    const res = await postCreate(t.app, ada, {
      flightBookingReference: inbound.reference,
      leadPassengerName: 'Grace Hopper',
      contactPhone: '+44 20 7946 0958',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.booking.contactPhone).toBe('+442079460958');
  });

  it.each([['12345'], ['not a phone'], [QUICK_SIGNUP_PLACEHOLDERS.phone]])(
    'refuses %j with 400 naming the contactPhone field',
    async (contactPhone) => {
      const res = await postCreate(t.app, ada, {
        flightBookingReference: inbound.reference,
        leadPassengerName: 'Ada Obi',
        contactPhone,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'VALIDATION_FAILED',
        details: { contactPhone: expect.stringContaining('valid phone number') },
      });
    },
  );

  it('refuses a one-letter name with 400 naming the field', async () => {
    const res = await postCreate(t.app, ada, {
      flightBookingReference: inbound.reference,
      leadPassengerName: ' A ',
      contactPhone: '08031234567',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('leadPassengerName');
  });

  it('takes a left-out name and phone from a complete profile, the phone in E.164', async () => {
    const res = await postCreate(t.app, ada, { flightBookingReference: inbound.reference });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.booking).toMatchObject({ leadPassengerName: 'Ada Obi', contactPhone: '+2348012345678' });
  });

  it('refuses to fall back to quick sign-up placeholders, naming both fields', async () => {
    const res = await postCreate(t.app, quick, { flightBookingReference: inbound.reference });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(Object.keys(res.json().details).sort()).toEqual(['contactPhone', 'leadPassengerName']);
    const withContact = await postCreate(t.app, quick, {
      flightBookingReference: inbound.reference,
      leadPassengerName: 'Chidi Eze',
      contactPhone: '0803 123 4567',
    });
    expect(withContact.statusCode).toBe(201);
  });

  it("shows staff the booking's contact, and for older bookings never a placeholder", async () => {
    const date = addDaysIso(lagosToday(), 4);
    const paid = { status: 'confirmed', paymentStatus: 'paid', flightId: inbound.id } as const;
    const withContact = await createBooking(t.app.db, {
      ...paid,
      userId: quick.user.id,
      meetingTime: lagosHour(date, 9),
      leadPassengerName: 'Chidi Eze',
      contactPhone: '+2348031234567',
    });
    const older = await createBooking(t.app.db, { ...paid, userId: quick.user.id, meetingTime: lagosHour(date, 10) });
    const olderComplete = await createBooking(t.app.db, {
      ...paid,
      userId: ada.user.id,
      meetingTime: lagosHour(date, 11),
    });

    const res = await t.app.inject({ method: 'GET', url: `/api/ops/board?date=${date}`, headers: dispatcher.headers });
    expect(res.statusCode).toBe(200);
    const contacts = Object.fromEntries(
      res.json().data.bookings.map((b: { id: string; leadPassenger: unknown }) => [b.id, b.leadPassenger]),
    );
    expect(contacts[withContact.id]).toMatchObject({ name: 'Chidi Eze', phone: '+2348031234567' });
    expect(contacts[older.id]).toMatchObject({ name: 'Chidi Eze', phone: null });
    expect(contacts[olderComplete.id]).toMatchObject({ name: 'Ada Obi', phone: '+2348012345678' });
    expect(JSON.stringify(res.json().data)).not.toContain(QUICK_SIGNUP_PLACEHOLDERS.phone);
  });

  it('lets a quick sign-up account replace its placeholder details through PATCH /auth/me', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: quick.headers,
      payload: { lastName: 'Eze', phone: '+2348031234567', dateOfBirth: '1985-06-15' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ lastName: 'Eze', phone: '+2348031234567', dateOfBirth: '1985-06-15' });
  });
});
