/**
 * Test factories: insert what a test needs and return what they created (style guide, Tests).
 * Users get a real argon2id hash only when a test needs to sign in with the password.
 */
import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import {
  PRICE_LINE_UNITS,
  type Role,
  rateToE4,
  SERVICE_TYPE_LABELS,
  type ServiceType,
  servicePlan,
  type User,
} from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { bookings, flights, serviceAirports, users } from '../db/schema/index';
import { generateBookingReference, generateMeetingCode } from '../features/bookings/booking-codes';

export type UserRow = typeof users.$inferSelect;

export interface UserOverrides extends Partial<typeof users.$inferInsert> {
  role?: Role;
}

/** Inserts a user. `passwordHash` defaults to an unusable value (no password sign-in). */
export async function createUser(db: Executor, overrides: UserOverrides = {}): Promise<UserRow> {
  const id = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      email: `traveller.${id}@example.com`,
      passwordHash: '!unusable',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      dateOfBirth: '1990-01-01',
      nationality: 'Nigerian',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** `{ authorization: 'Bearer <access token>' }` for `user`, signed by the app's own signer. */
export async function authHeader(app: FastifyInstance, user: Pick<UserRow, 'id' | 'role'>) {
  const token = await app.accessTokens.sign({ userId: user.id, role: user.role });
  return { authorization: `Bearer ${token}` };
}

export type FlightRow = typeof flights.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

const HOUR_MS = 3_600_000;
let flightSeq = 0;

/** createFlight overrides for a flight leaving LOS (departure service) instead of landing there. */
export const flightFromLos = {
  departureIata: 'LOS',
  departureAirportName: 'Murtala Muhammed International Airport',
  departureCity: 'Lagos',
  departureUtcOffset: '+01:00',
  arrivalIata: 'LHR',
  arrivalAirportName: 'London Heathrow Airport',
  arrivalCity: 'London',
  arrivalUtcOffset: '+00:00',
} as const;

/**
 * Inserts a dated flight into `flights`. Default: a British Airways flight LHR -> LOS departing
 * about 72 h from now (on a whole minute) and landing 6.5 h later, with a unique reference and flight number. A
 * `departureTime` override moves the landing with it unless `arrivalTime` is given too.
 */
export async function createFlight(
  db: Executor,
  overrides: Partial<typeof flights.$inferInsert> = {},
): Promise<FlightRow> {
  flightSeq += 1;
  // Whole minutes, as timetables have them (API answers show times to the second).
  const departureTime = overrides.departureTime ?? new Date(Math.floor(Date.now() / 60_000) * 60_000 + 72 * HOUR_MS);
  const arrivalTime = overrides.arrivalTime ?? new Date(departureTime.getTime() + 6.5 * HOUR_MS);
  const departureUtcOffset = overrides.departureUtcOffset ?? '+00:00';
  const [row] = await db
    .insert(flights)
    .values({
      reference: `FLT-${randomBytes(5).toString('hex').toUpperCase()}`,
      flightNumber: `BA${1000 + flightSeq}`,
      serviceDate: new TZDate(departureTime, departureUtcOffset).toISOString().slice(0, 10),
      airlineIata: 'BA',
      airlineName: 'British Airways',
      departureIata: 'LHR',
      departureAirportName: 'London Heathrow Airport',
      departureCity: 'London',
      arrivalIata: 'LOS',
      arrivalAirportName: 'Murtala Muhammed International Airport',
      arrivalCity: 'Lagos',
      arrivalUtcOffset: '+01:00',
      terminal: 'International',
      source: 'schedule',
      ...overrides,
      departureUtcOffset,
      departureTime,
      arrivalTime,
    })
    .returning();
  if (!row) throw new Error('flight insert returned nothing');
  return row;
}

/**
 * Inserts a booking row directly (no API rules): pending, unpaid, arrival service, one
 * passenger at the §9 defaults ($45, 1500 NGN/USD) unless overridden. Totals follow
 * `passengerCount` unless given. Its airport is the flight's end where the service happens, as
 * booking creation records it (issue 41 item 1), unless `airportIata` is given (see below for a
 * service on the wrong end).
 */
export async function createBooking(
  db: Executor,
  overrides: Partial<typeof bookings.$inferInsert> & { userId: string; flightId: string },
): Promise<BookingRow> {
  const passengerCount = overrides.passengerCount ?? 1;
  // The plan of an arrival one day ahead; tests that care about the plan pass their own.
  const meetingTime = overrides.meetingTime ?? new Date(Date.now() + 86_400_000);
  const serviceType = overrides.serviceType ?? 'arrival';
  const [serviceEnd, otherEnd] =
    serviceType === 'arrival'
      ? [flights.arrivalIata, flights.departureIata]
      : [flights.departureIata, flights.arrivalIata];
  // Rows written past the API's rules may pair a service with the wrong end of the flight (a
  // departure on an inbound flight): then the served airport at its other end.
  const served = sql`(select ${serviceAirports.iata} from ${serviceAirports} where ${serviceAirports.iata} in (${serviceEnd}, ${otherEnd})
    order by ${serviceAirports.iata} = ${serviceEnd} desc limit 1)`;
  const [row] = await db
    .insert(bookings)
    .values({
      reference: generateBookingReference(),
      serviceType,
      airportIata: sql`(select ${served} from ${flights} where ${flights.id} = ${overrides.flightId})`,
      passengerCount,
      unitPriceUsdCents: 4500,
      exchangeRateE4: rateToE4('1500'),
      totalUsdCents: 4500 * passengerCount,
      priceLines: [
        {
          kind: 'service',
          label: SERVICE_TYPE_LABELS[serviceType],
          unit: PRICE_LINE_UNITS.perPassenger,
          quantity: passengerCount,
          unitPriceUsdCents: 4500,
          amountUsdCents: 4500 * passengerCount,
        },
      ],
      totalNgnKobo: 4500 * passengerCount * 1500,
      meetingCode: generateMeetingCode(),
      meetingTime,
      serviceWindowStart: new Date(meetingTime.getTime() - 15 * 60_000),
      serviceWindowEnd: new Date(meetingTime.getTime() + 90 * 60_000),
      officersNeeded: Math.ceil(passengerCount / 5),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

/** A random private IPv4 address, so per-IP rate limits of one test do not touch another's. */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** A valid `POST /api/auth/register` body with a unique e-mail; `overrides` replace fields. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `traveller.${randomBytes(6).toString('hex')}@example.com`,
    password: 'Passw0rd!x',
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+2348012345678',
    dateOfBirth: '1990-01-01',
    nationality: 'Nigerian',
    ...overrides,
  };
}

export interface RegisteredUser {
  user: User;
  /** Access token. */
  token: string;
  refreshToken: string;
  email: string;
  password: string;
}

/**
 * Registers a customer through the API (real argon2id hash, real session) from a random IP.
 * @throws Error when registration does not answer 201.
 */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const body = registrationBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: randomIp() });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const { data } = res.json();
  return { ...data, email: body.email, password: body.password };
}

/**
 * A booking ready to pay, for payment tests: a new flight plus a booking of `user` (pending,
 * unpaid, one passenger at $45 and 1500 NGN/USD, i.e. 4 500 cents and 6 750 000 kobo) unless
 * overridden. With a `meetingTime` override the flight is timed so that its service plan gives
 * that meeting time, as a real booking's is: the flight check after payment (issue 26 §3) then
 * finds nothing to move. Without one the flight departs 72 h from now (so cancelling refunds in
 * full) and the meeting time is createBooking's default. Returns the booking row.
 */
export async function createBookingForPayment(
  db: Executor,
  user: Pick<UserRow, 'id'>,
  overrides: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingRow> {
  const { meetingTime } = overrides;
  if (!meetingTime) {
    const flight = await createFlight(db);
    return createBooking(db, { ...overrides, userId: user.id, flightId: flight.id });
  }
  const probe = { departureTime: meetingTime, arrivalTime: new Date(meetingTime.getTime() + 6.5 * HOUR_MS) };
  const planned = servicePlan({ ...probe, domestic: false }, (overrides.serviceType ?? 'arrival') as ServiceType);
  const shift = meetingTime.getTime() - planned.meetingTime.getTime();
  const flight = await createFlight(db, {
    departureTime: new Date(probe.departureTime.getTime() + shift),
    arrivalTime: new Date(probe.arrivalTime.getTime() + shift),
  });
  return createBooking(db, { ...overrides, meetingTime, userId: user.id, flightId: flight.id });
}
