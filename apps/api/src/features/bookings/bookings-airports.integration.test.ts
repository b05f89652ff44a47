/**
 * Bookings per served airport (issue 41 item 1): a booking records its airport, only that
 * airport's officers are counted for it (the last-officer guarantee holds per airport), its
 * terminal and meeting point are that airport's, and an airport that is not open for sale takes
 * no booking.
 */
import { fullyBookedMessage } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAssignments, bookings, meetingPoints } from '../../db/schema/index';
import { createFlight, type FlightRow } from '../../test/factories';
import { seedRoster } from '../../test/roster';
import { postCreate } from '../../test/scenarios/booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { type SignedIn, signIn } from '../../test/scenarios/signed-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-database';

const HOUR = 3_600_000;
let hoursAhead = 72;

/** createFlight overrides for a flight from London that lands at `iata` (a Nigerian airport). */
const landingAt = (iata: string, name: string, city: string) => ({
  arrivalIata: iata,
  arrivalAirportName: name,
  arrivalCity: city,
  arrivalUtcOffset: '+01:00',
});
const toAbuja = landingAt('ABV', 'Nnamdi Azikiwe International Airport', 'Abuja');
const toPortHarcourt = landingAt('PHC', 'Port Harcourt International Airport', 'Port Harcourt');

describe('bookings per served airport', () => {
  let t: TestApp;
  let ada: SignedIn;
  let abvOfficer: string;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    ada = await signIn(t.app);
    await createServedAirport(t.app.db, {
      iata: 'ABV',
      open: true,
      terminals: [
        { name: 'International', international: true, domestic: false },
        { name: 'Domestic', international: false, domestic: true },
      ],
    });
    await createServedAirport(t.app.db, { iata: 'PHC', open: false });
    // One officer at LOS and one at ABV, both on shift around the clock.
    await seedRoster(t.app.db, { airportIata: 'LOS' });
    const [officer] = await seedRoster(t.app.db, { airportIata: 'ABV', firstName: 'Abuja' });
    abvOfficer = officer?.id ?? '';
  });
  afterAll(() => t.close());

  /** A flight at its own time, so no two tests share a service window. */
  async function ownFlight(overrides: Partial<FlightRow> = {}) {
    hoursAhead += 6;
    return createFlight(t.app.db, { departureTime: new Date(Date.now() + hoursAhead * HOUR), ...overrides });
  }
  const held = async (bookingId: string) =>
    (await t.app.db.select().from(bookingAssignments).where(eq(bookingAssignments.bookingId, bookingId))).map(
      (r) => r.officerId,
    );

  it("records the airport, holds that airport's officer and gives its terminal's meeting point", async () => {
    const point = 'Abuja arrivals hall, by the FastTrack desk after customs';
    await t.app.db
      .insert(meetingPoints)
      .values({ airportIata: 'ABV', terminal: 'International', serviceType: 'arrival', description: point })
      .onConflictDoUpdate({
        target: [meetingPoints.airportIata, meetingPoints.terminal, meetingPoints.serviceType],
        set: { description: point },
      });
    const flight = await ownFlight({ ...toAbuja, terminal: null });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json().data;
    expect(booking).toMatchObject({ airportIata: 'ABV', meetingPoint: point });
    expect(await held(booking.id)).toEqual([abvOfficer]);
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(read.json().data.booking).toMatchObject({ airportIata: 'ABV', meetingPoint: point });
  });

  it("shows the terminal of the booking's airport, not the one the flight's source names at the other end", async () => {
    // A Lagos-Abuja flight whose source names its Lagos terminal (MMA2): Abuja has no MMA2, so an
    // arrival there is at Abuja's first domestic terminal.
    const flight = await ownFlight({
      departureIata: 'LOS',
      departureAirportName: 'Murtala Muhammed International Airport',
      departureCity: 'Lagos',
      ...toAbuja,
      terminal: 'MMA2',
    });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference, serviceType: 'arrival' });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json().data;
    const read = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, headers: ada.headers });
    expect(read.json().data.booking.flight.terminal).toBe('Domestic');
  });

  it('refuses an airport that is not open for sale, in availability and on creation, and writes nothing', async () => {
    const flight = await ownFlight(toPortHarcourt);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/availability?flightBookingReference=${flight.reference}&serviceType=arrival&passengerCount=1`,
    });
    expect(seen.json().data).toMatchObject({ available: false, unavailableCode: 'NOT_BOOKABLE' });
    const res = await postCreate(t.app, ada, { flightBookingReference: flight.reference });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(seen.json().data.unavailableMessage);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.flightId, flight.id))).toEqual([]);
  });

  it('lets exactly one of many ABV creates take the one ABV officer, while a LOS booking at the same time succeeds', async () => {
    const abv = await ownFlight(toAbuja);
    // The same landing time at LOS: the same capacity day and window, but another airport's officer.
    const los = await createFlight(t.app.db, { departureTime: abv.departureTime, arrivalTime: abv.arrivalTime });
    const people = await Promise.all(Array.from({ length: 50 }, () => signIn(t.app)));
    const create = (who: SignedIn) => postCreate(t.app, who, { flightBookingReference: abv.reference });
    const lagos = () => postCreate(t.app, ada, { flightBookingReference: los.reference });
    // PostgreSQL: all at once, each on its own connection. PGlite has one connection: one by one.
    const [atLos, ...answers] =
      testDbKind === 'postgres'
        ? await Promise.all([lagos(), ...people.map(create)])
        : await [lagos, ...people.slice(0, 5).map((who) => () => create(who))].reduce(
            async (done, next) => [...(await done), await next()],
            Promise.resolve([] as Awaited<ReturnType<typeof create>>[]),
          );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(answers.length - 1);
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json());
    expect(refused.every((r) => r.error === 'FULLY_BOOKED' && r.message === fullyBookedMessage('arrival', 0))).toBe(
      true,
    );
    expect(atLos?.statusCode).toBe(201);
    expect(atLos?.json().data.booking.airportIata).toBe('LOS');
    expect(await t.app.db.select().from(bookings).where(eq(bookings.flightId, abv.id))).toHaveLength(1);
  });
});
