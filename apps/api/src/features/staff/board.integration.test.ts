/**
 * The day board and the officer's own view (issue 15 §7): bookings of one Lagos date in
 * meeting-time order with lead passenger and officers, "Needs officer", filters, search, the
 * capacity strip, and an officer sees only their own confirmed services of today and tomorrow.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index';
import { type BookingRow, createBooking, createFlight, createUser, flightFromLos } from '../../test/factories';
import { lagosHour } from '../../test/lagos-clock';
import { addShift, assign } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const MIN = 60_000;

describe('day board and officer services', () => {
  let t: TestApp;
  let lapsed: BookingRow;
  let nextDay: BookingRow;
  let dispatcher: SignedIn;
  let officer1: SignedIn;
  let officer2: SignedIn;
  let arrival: BookingRow;
  let departure: BookingRow;
  const date = addDaysIso(lagosToday(), 3);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    const db = t.app.db;
    dispatcher = await createStaff(t.app, 'dispatcher');
    officer1 = await createStaff(t.app, 'officer', { firstName: 'Bola', lastName: 'Ade' });
    officer2 = await createStaff(t.app, 'officer', { firstName: 'Emeka', lastName: 'Obi' });
    await addShift(db, officer1.user.id, lagosHour(date, 5), lagosHour(date, 23));
    const ada = await createUser(db, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lead@example.com' });
    const ben = await createUser(db, { firstName: 'Ben', lastName: 'Okri', email: 'ben@example.com' });
    const inbound = await createFlight(db);
    const outbound = await createFlight(db, flightFromLos);
    const at = (hour: number) => lagosHour(date, hour);
    const paid = { status: 'confirmed', paymentStatus: 'paid' } as const;
    arrival = await createBooking(db, {
      ...paid,
      userId: ada.id,
      flightId: inbound.id,
      meetingTime: at(10),
      specialRequirements: 'Wheelchair at the aircraft door',
    });
    departure = await createBooking(db, {
      ...paid,
      userId: ben.id,
      flightId: outbound.id,
      serviceType: 'departure',
      passengerCount: 6,
      leadPassengerName: 'Chidinma Okafor',
      contactPhone: '+2348031234567',
      meetingTime: at(8),
      serviceWindowStart: new Date(at(8).getTime() - 15 * MIN),
      serviceWindowEnd: at(10),
    });
    // Not on this board: unpaid with no live hold, another day. A search finds them (issue 26 §6).
    lapsed = await createBooking(db, { userId: ada.id, flightId: inbound.id, meetingTime: at(12) });
    nextDay = await createBooking(db, { ...paid, userId: ada.id, flightId: inbound.id, meetingTime: at(24 + 10) });
    await assign(db, arrival, officer1.user.id);
    await assign(db, departure, officer2.user.id);
  });
  afterAll(() => t.close());

  const board = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/ops/board?date=${date}${query}`, headers: dispatcher.headers });
  const refs = async (query: string) =>
    (await board(query)).json().data.bookings.map((b: { bookingReference: string }) => b.bookingReference);

  it("lists the date's confirmed bookings in meeting-time order with lead passenger and officers", async () => {
    const res = await board('');
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json().data;
    expect(bookings.map((b: { bookingReference: string }) => b.bookingReference)).toEqual([
      departure.reference,
      arrival.reference,
    ]);
    expect(bookings[1]).toMatchObject({
      serviceType: 'arrival',
      specialRequests: 'Wheelchair at the aircraft door',
      meetingTime: lagosHour(date, 10).toISOString(),
      leadPassenger: { name: 'Ada Lovelace', email: 'ada.lead@example.com', phone: '+2348012345678' },
      officers: [{ id: officer1.user.id, firstName: 'Bola', lastName: 'Ade' }],
      officersNeeded: 1,
      needsOfficer: false,
      flight: { arrivalIata: 'LOS', airlineName: 'British Airways', status: 'scheduled' },
    });
    expect(bookings[0]).toMatchObject({ officersNeeded: 2, needsOfficer: true, passengerCount: 6 });
  });

  it('filters arrivals, departures and bookings that need an officer', async () => {
    expect(await refs('&filter=arrivals')).toEqual([arrival.reference]);
    expect(await refs('&filter=departures')).toEqual([departure.reference]);
    expect(await refs('&filter=needs-officer')).toEqual([departure.reference]);
  });

  it('finds a booking by its reference or the e-mail, in any case', async () => {
    expect(await refs(`&q=${arrival.reference.toLowerCase()}`)).toEqual([arrival.reference]);
    expect(await refs('&q=BEN@EXAMPLE')).toEqual([departure.reference]);
    expect(await refs('&q=nobody')).toEqual([]);
  });

  it("finds a booking by the lead passenger's or the account's name, and by phone however it is written", async () => {
    expect(await refs('&q=chidinma')).toEqual([departure.reference]);
    // Across every date and status, the latest meeting first (issue 26 §6).
    expect(await refs(`&q=${encodeURIComponent('ada lovelace')}`)).toEqual([
      nextDay.reference,
      lapsed.reference,
      arrival.reference,
    ]);
    expect(await refs('&q=Okri')).toEqual([departure.reference]);
    for (const phone of ['0803 123 4567', '+234 803 123 4567', '2348031234567', '(0803) 123-4567']) {
      expect(await refs(`&q=${encodeURIComponent(phone)}`), phone).toEqual([departure.reference]);
    }
    expect(await refs(`&q=${encodeURIComponent('0803 123 4568')}`)).toEqual([]);
  });

  it('lists an unpaid booking while it holds its officers, with the hold, and drops it after (issue 26 §6)', async () => {
    const owner = await createUser(t.app.db);
    const flight = await createFlight(t.app.db);
    const hold = await createBooking(t.app.db, {
      userId: owner.id,
      flightId: flight.id,
      meetingTime: lagosHour(date, 14),
      holdExpiresAt: new Date(Date.now() + 20 * MIN),
    });
    const row = (await board('')).json().data.bookings.find((b: { id: string }) => b.id === hold.id);
    expect(row).toMatchObject({ status: 'pending', holdExpiresAt: hold.holdExpiresAt?.toISOString() });
    await t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - MIN) })
      .where(eq(bookings.id, hold.id));
    expect(await refs('')).not.toContain(hold.reference);
  });

  it('shows officers on shift against officers in service for each of the 24 Lagos hours', async () => {
    const { capacity } = (await board('')).json().data;
    expect(capacity).toHaveLength(24);
    expect(capacity[0].hourStart).toBe(lagosHour(date, 0).toISOString());
    const hour = (h: number) => ({ onShift: capacity[h].onShift, inService: capacity[h].inService });
    expect(hour(4)).toEqual({ onShift: 0, inService: 0 });
    expect(hour(7)).toEqual({ onShift: 1, inService: 1 }); // officer 2, no shift, serving the departure
    expect(hour(9)).toEqual({ onShift: 1, inService: 2 });
    expect(hour(11)).toEqual({ onShift: 1, inService: 1 });
    expect(hour(12)).toEqual({ onShift: 1, inService: 0 });
    expect(hour(23)).toEqual({ onShift: 0, inService: 0 });
  });

  it('refuses a date that is not YYYY-MM-DD (400)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/board?date=2026-02-30',
      headers: dispatcher.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  });

  it('shows an officer only their own confirmed services of today and tomorrow', async () => {
    const db = t.app.db;
    const owner = await createUser(db, { phone: '+2348057654321' });
    const flight = await createFlight(db);
    const soon = new Date(Date.now() + 20 * 60 * MIN);
    const mine = await createBooking(db, {
      userId: owner.id,
      flightId: flight.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: soon,
    });
    const theirs = await createBooking(db, {
      userId: owner.id,
      flightId: flight.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      meetingTime: soon,
    });
    const unpaid = await createBooking(db, { userId: owner.id, flightId: flight.id, meetingTime: soon });
    // Done earlier today: it stays in the officer's day, marked completed (issue 26 §6).
    const done = await createBooking(db, {
      userId: owner.id,
      flightId: flight.id,
      status: 'completed',
      paymentStatus: 'paid',
      meetingTime: new Date(soon.getTime() + 60_000),
    });
    await assign(db, mine, officer1.user.id);
    await assign(db, theirs, officer2.user.id);
    await assign(db, unpaid, officer1.user.id);
    await assign(db, done, officer1.user.id);

    const res = await t.app.inject({ method: 'GET', url: '/api/officer/services', headers: officer1.headers });
    expect(res.statusCode).toBe(200);
    const services = res.json().data.services;
    expect(services.map((s: { bookingReference: string; status: string }) => [s.bookingReference, s.status])).toEqual([
      [mine.reference, 'confirmed'],
      [done.reference, 'completed'],
    ]);
    expect(services[0].officers.map((o: { id: string }) => o.id)).toEqual([officer1.user.id]);
    // The traveller's number and e-mail stay private: the officer uses the masked chat (issue 26 item 5).
    expect(Object.keys(services[0].leadPassenger)).toEqual(['name']);
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(owner.phone);
  });
});
