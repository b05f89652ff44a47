/**
 * The bookings list (issue: bookings, Benchmark): `GET /api/bookings/user` for a customer with
 * 10 bookings, newest first, each with its flight. Beside it, the minimal server runs the same
 * query for the same customer (issue: performance, goal 2).
 */
import { book, customerWithFlight } from './bookings-setup';
import type { Scenario } from './types';

const BOOKINGS = 10;

export const BOOKINGS_LIST_SCENARIO = 'bookings list (10 bookings)';

export const bookingsList: Scenario = {
  name: BOOKINGS_LIST_SCENARIO,
  async setup({ baseUrl }) {
    const customer = await customerWithFlight(baseUrl);
    for (let i = 0; i < BOOKINGS; i++) await book(baseUrl, customer);
    return {
      requests: [
        { method: 'GET', path: '/api/bookings/user', headers: { authorization: customer.headers.authorization ?? '' } },
      ],
      minimal: { method: 'GET', path: `/bookings/${customer.userId}` },
    };
  },
};
