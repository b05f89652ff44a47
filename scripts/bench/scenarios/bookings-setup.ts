/**
 * Shared set-up of the bookings scenarios, through the public API as a client would do it:
 * register a customer, then search a flight to book (BA75, London -> Lagos, a week ahead).
 *
 * Capacity is real (issue 15): a booking holds a protocol officer, so run.ts seeds an officer
 * roster, and the create scenario spreads its bookings over many flights and days
 * (`bookableFlights`), as travellers do, instead of filling one flight.
 */
import { randomBytes } from 'node:crypto';
import { addDaysIso, type FlightSearchResult, lagosToday, type ServiceType } from '@fasttrack/contracts';

export interface Customer {
  /** The customer's user id (uuid). */
  userId: string;
  headers: Record<string, string>;
  /** The searched flight's public reference, to book it. */
  flightReference: string;
}

/**
 * One API call to `baseUrl`: `method` on `path`, with `body` as JSON when given and `headers`.
 * @returns the answer's `data`. @throws Error when the API answers an error status.
 */
async function call<T>(
  baseUrl: string,
  request: { method: string; path: string; body?: unknown; headers?: Record<string, string | undefined> },
): Promise<T> {
  const { method, path, body, headers = {} } = request;
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A newly registered customer and a bookable flight to LOS. */
export async function customerWithFlight(baseUrl: string): Promise<Customer> {
  const account = await call<{ token: string; user: { id: string } }>(baseUrl, {
    method: 'POST',
    path: '/api/auth/register',
    body: {
      email: `bench.${randomBytes(6).toString('hex')}@example.com`,
      password: 'Passw0rd!x',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      dateOfBirth: '1990-01-01',
      nationality: 'Nigerian',
    },
  });
  const flight = await call<FlightSearchResult>(baseUrl, {
    method: 'GET',
    path: `/api/flights/search/number/BA75/${addDaysIso(lagosToday(), 7)}`,
  });
  return {
    userId: account.user.id,
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    flightReference: flight.bookingReference,
  };
}

/**
 * One `POST /api/bookings/create` body: a service for two passengers (arrival by default), with
 * the lead passenger and contact phone, as the web app's booking form always sends them.
 */
export function createBody(flightReference: string, serviceType: ServiceType = 'arrival'): string {
  return JSON.stringify({
    flightBookingReference: flightReference,
    serviceType,
    passengerCount: 2,
    leadPassengerName: 'Ada Obi',
    contactPhone: '+2348012345678',
  });
}

/** Flights of the demo timetable at LOS (los-schedule.ts), both directions. */
const FLIGHT_NUMBERS = ['BA75', 'BA74', 'AF149', 'AF148', 'KL587', 'KL588', 'LH568', 'LH569', 'EK783', 'EK784'];

/**
 * Up to `limit` (flight, service) pairs that can be booked, over the next `days` days: each is
 * searched, and booked once through the API to prove an officer is free for it (flights whose
 * meeting time falls outside the roster are skipped), in date order: each connection of the load
 * generator starts its own way through the list (load-generator.ts `staggered`), so travellers
 * booking at the same moment book different days, not ten flights of one day (which compete for
 * one day's officers, ADR 212).
 */
export async function bookableFlights(
  baseUrl: string,
  customer: Customer,
  { days, limit }: { days: number; limit: number },
): Promise<Array<{ flightReference: string; serviceType: ServiceType }>> {
  const found: Array<{ flightReference: string; serviceType: ServiceType }> = [];
  for (let day = 1; day <= days && found.length < limit; day++) {
    for (const number of FLIGHT_NUMBERS) {
      const res = await fetch(`${baseUrl}/api/flights/search/number/${number}/${addDaysIso(lagosToday(), day)}`);
      if (!res.ok) continue;
      const flight = ((await res.json()) as { data: FlightSearchResult }).data;
      const serviceType = flight.availableServices[0];
      if (!serviceType) continue;
      const created = await fetch(`${baseUrl}/api/bookings/create`, {
        method: 'POST',
        headers: customer.headers,
        body: createBody(flight.bookingReference, serviceType),
      });
      if (created.ok) found.push({ flightReference: flight.bookingReference, serviceType });
      if (found.length >= limit) break;
    }
  }
  if (found.length === 0) throw new Error('No flight could be booked: is the officer roster seeded?');
  return found;
}

/** Creates one booking through the API (used to seed the list scenario). */
export function book(baseUrl: string, customer: Customer): Promise<unknown> {
  return call(baseUrl, {
    method: 'POST',
    path: '/api/bookings/create',
    body: JSON.parse(createBody(customer.flightReference)),
    headers: { authorization: customer.headers.authorization },
  });
}
