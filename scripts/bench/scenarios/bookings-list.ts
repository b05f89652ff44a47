/**
 * The bookings list (issue: bookings, Benchmark): `GET /api/bookings/user` for a customer with
 * 10 bookings, newest first, each with its flight.
 */
import { book, customerWithFlight } from './bookings-setup';
import type { Scenario } from './types';

const BOOKINGS = 10;

export const bookingsList: Scenario = {
  name: 'bookings list (10 bookings)',
  async setup({ baseUrl }) {
    const customer = await customerWithFlight(baseUrl);
    for (let i = 0; i < BOOKINGS; i++) await book(baseUrl, customer);
    return {
      method: 'GET',
      path: '/api/bookings/user',
      headers: { authorization: customer.headers.authorization ?? '' },
    };
  },
};
