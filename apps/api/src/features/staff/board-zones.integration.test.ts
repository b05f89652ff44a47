/**
 * A day is the airport's day (issue 41 item 2). At 23:30 UTC it is still that date in Accra
 * (23:30 GMT) but already the next one in Lagos (00:30 WAT): the day board, its capacity hours and
 * the shift list count each airport's days on its own clock.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { addShift } from '../../test/scenarios/shifts-and-assignments';
import { createStaff, type SignedIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("the day board and shifts on each airport's clock", () => {
  let t: TestApp;
  let dispatcher: SignedIn;
  let accraOfficerId: string;
  let accraRef: string;
  let lagosRef: string;
  const date = addDaysIso(lagosToday(), 3);
  const lateEvening = new Date(`${date}T23:30:00Z`);

  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    const db = t.app.db;
    // Kotoka (ACC) is one of the curated airports, its row in Africa/Accra.
    await createServedAirport(db, { iata: 'ACC', icao: 'DGAA', terminals: [{ name: 'Terminal 3' }] });
    dispatcher = await createStaff(t.app, 'dispatcher');
    const accraOfficer = await createStaff(t.app, 'officer', { airportIata: 'ACC', terminals: ['Terminal 3'] });
    accraOfficerId = accraOfficer.user.id;
    await addShift(db, accraOfficerId, new Date(`${date}T22:00:00Z`), lateEvening);
    const ada = await createUser(db);
    const paid = { status: 'confirmed', paymentStatus: 'paid', userId: ada.id } as const;
    const toAccra = await createFlight(db, { arrivalIata: 'ACC', arrivalCity: 'Accra', arrivalUtcOffset: '+00:00' });
    const toLagos = await createFlight(db);
    accraRef = (await createBooking(db, { ...paid, flightId: toAccra.id, meetingTime: lateEvening })).reference;
    lagosRef = (await createBooking(db, { ...paid, flightId: toLagos.id, meetingTime: lateEvening })).reference;
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: dispatcher.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const references = (board: { bookings: { bookingReference: string }[] }) =>
    board.bookings.map((b) => b.bookingReference);

  it('lists the same instant on the Accra date at Accra and on the next date at Lagos', async () => {
    const onDate = await get(`/api/ops/board?date=${date}`);
    expect(references(onDate)).toContain(accraRef);
    expect(references(onDate)).not.toContain(lagosRef);

    const nextDate = await get(`/api/ops/board?date=${addDaysIso(date, 1)}`);
    expect(references(nextDate)).toContain(lagosRef);
    expect(references(nextDate)).not.toContain(accraRef);
  });

  it("counts the chosen airport's capacity hours from its own midnight, and says which clock", async () => {
    const accra = await get(`/api/ops/board?date=${date}&airport=ACC`);
    expect(accra.timeZone).toBe('Africa/Accra');
    expect(accra.capacity).toHaveLength(24);
    expect(accra.capacity[0].hourStart).toBe(`${date}T00:00:00.000Z`);
    expect(accra.capacity.find((h: { hourStart: string }) => h.hourStart === `${date}T22:00:00.000Z`)).toMatchObject({
      onShift: 1,
    });

    const everywhere = await get(`/api/ops/board?date=${date}`);
    expect(everywhere.timeZone).toBe('Africa/Lagos');
    expect(everywhere.capacity[0].hourStart).toBe(`${addDaysIso(date, -1)}T23:00:00.000Z`);
  });

  it("lists an officer's shifts by the dates of the officer's airport, and gives the officer that clock", async () => {
    const onDate = await get(`/api/ops/shifts?from=${date}&to=${date}&officerId=${accraOfficerId}`);
    expect(onDate).toHaveLength(1);
    const nextDate = await get(
      `/api/ops/shifts?from=${addDaysIso(date, 1)}&to=${addDaysIso(date, 1)}&officerId=${accraOfficerId}`,
    );
    expect(nextDate).toEqual([]);
    const officers = await get('/api/ops/officers?airport=ACC');
    expect(officers).toEqual([expect.objectContaining({ id: accraOfficerId, airportTimeZone: 'Africa/Accra' })]);
  });
});
