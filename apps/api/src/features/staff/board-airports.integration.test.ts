/**
 * The day board at one served airport (issue 41): `?airport=ABV` keeps Abuja's bookings, the
 * capacity strip of Abuja's officers and Abuja's late check-ins; without it the desk sees every
 * airport, each booking with its airport.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { lagosHour } from '../../test/lagos-clock';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { addShift, assign } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const MIN = 60_000;

describe('the day board per airport', () => {
  let t: TestApp;
  let dispatcher: SignedIn;
  let lagosRef: string;
  let abujaRef: string;
  let lateRef: string;
  const date = addDaysIso(lagosToday(), 2);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    const db = t.app.db;
    await createServedAirport(db, { iata: 'ABV', open: true, terminals: [{ name: 'International' }] });
    dispatcher = await createStaff(t.app, 'dispatcher');
    const lagosOfficer = await createStaff(t.app, 'officer', { firstName: 'Bola' });
    const abujaOfficer = await createStaff(t.app, 'officer', {
      firstName: 'Musa',
      airportIata: 'ABV',
      terminals: ['International'],
    });
    await addShift(db, lagosOfficer.user.id, lagosHour(date, 6), lagosHour(date, 14));
    await addShift(db, abujaOfficer.user.id, lagosHour(date, 8), lagosHour(date, 10));
    const ada = await createUser(db);
    const paid = { status: 'confirmed', paymentStatus: 'paid', userId: ada.id } as const;
    const toLagos = await createFlight(db);
    const toAbuja = await createFlight(db, { arrivalIata: 'ABV', arrivalCity: 'Abuja' });
    const lagos = await createBooking(db, { ...paid, flightId: toLagos.id, meetingTime: lagosHour(date, 9) });
    const abuja = await createBooking(db, { ...paid, flightId: toAbuja.id, meetingTime: lagosHour(date, 9) });
    await assign(db, abuja, abujaOfficer.user.id);
    lagosRef = lagos.reference;
    abujaRef = abuja.reference;
    // An Abuja service whose officer is late to check in now.
    const soon = await createFlight(db, { arrivalIata: 'ABV', arrivalCity: 'Abuja' });
    const late = await createBooking(db, { ...paid, flightId: soon.id, meetingTime: new Date(Date.now() + 5 * MIN) });
    await assign(db, late, abujaOfficer.user.id);
    lateRef = late.reference;
  });
  afterAll(() => t.close());

  const board = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/board?date=${date}${query}`,
      headers: dispatcher.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('lists every airport by default, each booking with its airport', async () => {
    const all = await board('');
    expect(
      all.bookings.map((b: { bookingReference: string; airportIata: string }) => [b.bookingReference, b.airportIata]),
    ).toEqual(
      expect.arrayContaining([
        [lagosRef, 'LOS'],
        [abujaRef, 'ABV'],
      ]),
    );
    expect(all.lateCheckIns.map((l: { bookingReference: string }) => l.bookingReference)).toContain(lateRef);
  });

  it("keeps one airport's bookings, officers on shift and late check-ins", async () => {
    const abuja = await board('&airport=ABV');
    expect(abuja.bookings.map((b: { bookingReference: string }) => b.bookingReference)).toEqual([abujaRef]);
    const at = (hour: number) =>
      abuja.capacity.find((c: { hourStart: string }) => c.hourStart === lagosHour(date, hour).toISOString());
    expect(at(9)).toMatchObject({ onShift: 1, inService: 1 });
    expect(at(12)).toMatchObject({ onShift: 0 });
    expect(abuja.lateCheckIns.map((l: { bookingReference: string }) => l.bookingReference)).toEqual([lateRef]);

    const lagos = await board('&airport=LOS');
    expect(lagos.bookings.map((b: { bookingReference: string }) => b.bookingReference)).toEqual([lagosRef]);
    expect(
      lagos.capacity.find((c: { hourStart: string }) => c.hourStart === lagosHour(date, 12).toISOString()),
    ).toMatchObject({
      onShift: 1,
      inService: 0,
    });
    expect(lagos.lateCheckIns).toEqual([]);
  });

  it('refuses an airport that is not an IATA code, with the field named', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ops/board?date=${date}&airport=abuja`,
      headers: dispatcher.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  });
});
