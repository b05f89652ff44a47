/**
 * Booking creation (issue: bookings, Benchmark; target >= 500 creates/s on PostgreSQL): one
 * customer books two passengers, again and again, over a pool of flights and days (each
 * connection cycles through the requests from its own day), so officers stay free as they would for real travellers. Every
 * request makes a new booking (server pricing, flight checks, the capacity check under its lock,
 * the officer hold, a fresh reference and meeting code).
 * autocannon repeats fixed requests, so they carry no Idempotency-Key: one key would make every
 * request after the first a replay. A keyed create writes the same single statement (ADR 031).
 */
import { bookableFlights, createBody, customerWithFlight } from './bookings-setup';
import type { Scenario } from './types';

export const bookingsCreate: Scenario = {
  name: 'booking create',
  async setup({ baseUrl }) {
    const customer = await customerWithFlight(baseUrl);
    // Every day the demo roster covers (60): at 560 creates/s the earlier 45 days and 400 flights
    // ran out of free officers in the last round (409 FULLY_BOOKED), which voids a run.
    const flights = await bookableFlights(baseUrl, customer, { days: 59, limit: 530 });
    const requests = flights.map(({ flightReference, serviceType }) => ({
      method: 'POST' as const,
      path: '/api/bookings/create',
      headers: customer.headers,
      body: createBody(flightReference, serviceType),
    }));
    // Beside it: the minimal server's single-row insert, the least a create can cost.
    const minimal = { method: 'POST' as const, path: '/insert', headers: { 'content-type': 'application/json' } };
    return { requests, minimal: { ...minimal, body: requests[0]?.body ?? '{}' } };
  },
};
