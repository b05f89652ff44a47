/**
 * Booking creation (issue: bookings, Benchmark; target >= 500 creates/s on PostgreSQL): one
 * customer books two passengers on one flight, again and again. Every request makes a new
 * booking (server pricing, flight checks, a fresh reference and meeting code, one insert).
 * autocannon repeats fixed requests, so they carry no Idempotency-Key: one key would make every
 * request after the first a replay. A keyed create writes the same single statement (ADR 031).
 */
import { book, createBody, customerWithFlight } from './bookings-setup';
import type { Scenario } from './types';

export const bookingsCreate: Scenario = {
  name: 'booking create',
  async setup({ baseUrl }) {
    const customer = await customerWithFlight(baseUrl);
    await book(baseUrl, customer);
    return {
      method: 'POST',
      path: '/api/bookings/create',
      headers: customer.headers,
      body: createBody(customer.flightReference),
    };
  },
};
