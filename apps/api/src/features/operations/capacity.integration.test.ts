/**
 * Capacity's order of free officers (issue 15 §6): fewest live bookings whose meeting time falls
 * on the window's Lagos date first, then the one assigned least recently (never assigned first).
 * Lagos is UTC+1, so a meeting at 00:30 WAT is on the window's day although its UTC date is the
 * day before, and one at 23:30 WAT the day before is not.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments } from '../../db/schema/index';
import { createBooking, createFlight, createUser } from '../../test/factories';
import { lagosHour } from '../../test/lagos-clock';
import { type RosterOfficer, seedRoster } from '../../test/roster';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freeOfficerIds } from './index';

describe('capacity: the order of free officers', () => {
  let t: TestApp;
  let team: RosterOfficer[];
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    team = await seedRoster(t.app.db, { officers: 3 });
  });
  afterAll(() => t.close());

  const officer = (i: number) => team[i]?.id ?? '';

  /** A booking of its own that holds `officerId`, its meeting at `meetingTime`. */
  async function holdFor(
    officerId: string,
    meetingTime: Date,
    assignedAt: Date,
    status: { status: 'pending' | 'confirmed'; holdExpiresAt?: Date },
  ) {
    const user = await createUser(t.app.db);
    const flight = await createFlight(t.app.db);
    const booking = await createBooking(t.app.db, { userId: user.id, flightId: flight.id, meetingTime, ...status });
    await t.app.db.insert(bookingAssignments).values({
      bookingId: booking.id,
      officerId,
      windowStart: booking.serviceWindowStart,
      windowEnd: booking.serviceWindowEnd,
      assignedAt,
    });
  }

  it('puts the officer with fewer live bookings that day in Lagos first, then the one assigned least recently', async () => {
    const day = addDaysIso(lagosToday(), 10);
    const now = new Date();
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    // Officer 0: a confirmed service at 00:30 WAT that day (23:30 UTC the day before), assigned first.
    await holdFor(officer(0), lagosHour(day, 0.5), minutesAgo(30), { status: 'confirmed' });
    // Officer 1: a confirmed service at 23:30 WAT the day before, and a hold on the day that has lapsed.
    await holdFor(officer(1), lagosHour(day, -0.5), minutesAgo(20), { status: 'confirmed' });
    await holdFor(officer(1), lagosHour(day, 9), minutesAgo(10), { status: 'pending', holdExpiresAt: minutesAgo(1) });
    // Officer 2: never assigned.

    const free = await freeOfficerIds(t.app.db, {
      windowStart: lagosHour(day, 12),
      windowEnd: lagosHour(day, 14),
      airportIata: 'LOS',
      timeZone: 'Africa/Lagos',
      terminal: null,
      now,
    });

    expect(free).toEqual([officer(2), officer(1), officer(0)]);
  });

  it("counts only the officers of the window's airport (issue 41 item 1)", async () => {
    const day = addDaysIso(lagosToday(), 11);
    await createServedAirport(t.app.db, { iata: 'ABV', open: true, terminals: [{ name: 'International' }] });
    const [abuja] = await seedRoster(t.app.db, { airportIata: 'ABV', firstName: 'Abuja' });
    const window = {
      windowStart: lagosHour(day, 12),
      windowEnd: lagosHour(day, 14),
      timeZone: 'Africa/Lagos',
      now: new Date(),
    };

    const atAbuja = await freeOfficerIds(t.app.db, { ...window, airportIata: 'ABV', terminal: 'International' });
    const atLagos = await freeOfficerIds(t.app.db, { ...window, airportIata: 'LOS', terminal: null });

    expect(atAbuja).toEqual([abuja?.id]);
    expect(atLagos).toHaveLength(3);
    expect(atLagos).not.toContain(abuja?.id);
  });
});
