/**
 * Shared set-up of the bookings scenarios, through the public API as a client would do it:
 * register a customer, then search a flight to book (BA75, London -> Lagos, a week ahead).
 */
import { randomBytes } from 'node:crypto';
import { addDaysIso, type FlightSearchResult, lagosToday } from '@fasttrack/contracts';

export interface Customer {
  headers: Record<string, string>;
  /** The searched flight's public reference, to book it. */
  flightReference: string;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, headers = {}): Promise<T> {
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
  const account = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/register', {
    email: `bench.${randomBytes(6).toString('hex')}@example.com`,
    password: 'Passw0rd!x',
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+2348012345678',
    dateOfBirth: '1990-01-01',
    nationality: 'Nigerian',
  });
  const flight = await call<FlightSearchResult>(
    baseUrl,
    'GET',
    `/api/flights/search/number/BA75/${addDaysIso(lagosToday(), 7)}`,
  );
  return {
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    flightReference: flight.bookingReference,
  };
}

/** One `POST /api/bookings/create` body: arrival service for two passengers. */
export function createBody(flightReference: string): string {
  return JSON.stringify({ flightBookingReference: flightReference, serviceType: 'arrival', passengerCount: 2 });
}

/** Creates one booking through the API (used to seed the list scenario). */
export function book(baseUrl: string, customer: Customer): Promise<unknown> {
  return call(baseUrl, 'POST', '/api/bookings/create', JSON.parse(createBody(customer.flightReference)), {
    authorization: customer.headers.authorization,
  });
}
