/**
 * Done when (issue 41, "airports as rows"): a new airport opens for sale through the admin API
 * alone, with no code change. Enugu (ENU) is in the curated airports and in the LOS timetable
 * (UN302 LOS->ENU daily) but not served: an admin serves it with a terminal and an arrival meeting
 * point, its own arrival price (60 USD, issue 41 item 3), an officer there and a shift; once it is
 * opened, a search for UN302 offers the arrival and a traveller books it: the booking is at ENU,
 * shows the meeting point set, carries the ENU price and its version, and holds the ENU officer,
 * never the LOS officer on shift at the same time.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments, bookings } from '../../db/schema/index';
import { postCreate } from '../../test/scenarios/booking';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const MEETING_POINT = 'Arrivals hall of Akanu Ibiam airport, by the baggage belt exit.';

describe('opening Enugu through the admin API', () => {
  let t: TestApp;
  let admin: SignedIn;
  let traveller: SignedIn;
  // Three days ahead: well outside the minimum notice, inside the searchable range.
  const date = addDaysIso(lagosToday(), 3);

  const asAdmin = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });
  const searchUn302 = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/flights/search/number/UN302/${date}`,
      headers: traveller.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { bookingReference: string; availableServices: string[] };
  };
  /** An officer account at `airportIata` through the staff API, on shift all day `date`; its id. */
  const officerOnShift = async (airportIata: string, email: string) => {
    const account = await asAdmin('POST', '/api/ops/staff', {
      role: 'officer',
      email,
      firstName: 'Chidi',
      lastName: 'Okeke',
      phone: '+2348031234567',
      airportIata,
    });
    expect(account.statusCode, account.body).toBe(201);
    const officerId: string = account.json().data.account.id;
    const shift = await asAdmin('POST', '/api/ops/shifts', {
      officerId,
      startsAt: `${date}T00:00:00+01:00`,
      endsAt: `${date}T23:00:00+01:00`,
    });
    expect(shift.statusCode, shift.body).toBe(201);
    return officerId;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    admin = await signIn(t.app, 'admin');
    traveller = await signIn(t.app);
  });
  afterAll(() => t.close());

  it('offers and books the arrival at ENU once an admin has served and opened it', async () => {
    expect((await searchUn302()).availableServices).not.toContain('arrival');

    const served = await asAdmin('POST', '/api/ops/airports', {
      iata: 'ENU',
      icao: 'DNEN',
      name: 'Akanu Ibiam International Airport',
      city: 'Enugu',
      country: 'NG',
      timeZone: 'Africa/Lagos',
      currency: 'NGN',
    });
    expect(served.statusCode, served.body).toBe(201);
    const terminal = await asAdmin('POST', '/api/ops/airports/ENU/terminals', {
      name: 'Main',
      international: true,
      domestic: true,
      position: 0,
    });
    expect(terminal.statusCode, terminal.body).toBe(201);
    const point = await asAdmin('PUT', '/api/ops/airports/ENU/meeting-points/Main/arrival', {
      description: MEETING_POINT,
    });
    expect(point.statusCode, point.body).toBe(200);
    const price = await asAdmin('POST', '/api/ops/airports/ENU/price-lists', {
      serviceType: 'arrival',
      unitPriceUsdCents: 6000,
    });
    expect(price.statusCode, price.body).toBe(201);
    const priceList = price.json().data.priceList;
    expect(priceList).toMatchObject({ airportIata: 'ENU', serviceType: 'arrival', version: 1 });
    const enuOfficer = await officerOnShift('ENU', 'chidi.enu@fasttrack.test');
    const losOfficer = await officerOnShift('LOS', 'chidi.los@fasttrack.test');

    // Served, staffed, but still closed for sale: the search does not offer it yet.
    expect((await searchUn302()).availableServices).not.toContain('arrival');

    const opened = await asAdmin('PATCH', '/api/ops/airports/ENU', { openForSale: true });
    expect(opened.statusCode, opened.body).toBe(200);
    const found = await searchUn302();
    expect(found.availableServices).toContain('arrival');

    const booked = await postCreate(t.app, traveller, {
      flightBookingReference: found.bookingReference,
      serviceType: 'arrival',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data.booking;
    expect(booking).toMatchObject({ airportIata: 'ENU', serviceType: 'arrival', meetingPoint: MEETING_POINT });
    expect(booking.priceLines[0]).toMatchObject({ kind: 'service', unitPriceUsdCents: 6000, amountUsdCents: 6000 });
    expect(booking.totalAmount).toBe(60);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.priceListId).toBe(priceList.id);
    const held = await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, booking.id));
    expect(held.map((h) => h.officerId)).toEqual([enuOfficer]);
    expect(held.map((h) => h.officerId)).not.toContain(losOfficer);
  });
});
