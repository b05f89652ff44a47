import { describe, expect, it, vi } from 'vitest';
import { getAuthToken, saveTokens } from '../../../lib/auth-storage';
import { json, spyOnPageLoads, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { makeBooking, ok } from '../test-fixtures';
import { createBooking } from './create-booking';

const input = { flightBookingReference: 'FL-BA75-1', serviceType: 'arrival' as const, passengerCount: 2 };
const unauthorized = () => json(401, { success: false, message: 'Authentication required', error: 'UNAUTHORIZED' });

describe('createBooking (POST /bookings/create with an Idempotency-Key)', () => {
  it('rotates an expired session once and retries with the same Idempotency-Key', async () => {
    saveTokens({ token: 'old', refreshToken: 'ref-1' });
    const net = stubFetch({
      'POST /api/bookings/create': (req) =>
        req.headers.get('authorization') === 'Bearer new' ? json(201, ok({ booking: makeBooking() })) : unauthorized(),
      'POST /api/auth/refresh': () => json(200, authResult(makeUser(), 'new', 'ref-2')),
    });
    const booking = await createBooking(input, 'key-1');

    expect(booking.bookingReference).toBe('FT-7K3M9Q');
    const calls = net.calls('POST /api/bookings/create');
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1']);
    expect(getAuthToken()).toBe('new');
  });

  it('ends the session and loads /login when the refresh is refused', async () => {
    saveTokens({ token: 'old', refreshToken: 'ref-1' });
    const pageLoads = spyOnPageLoads();
    stubFetch({ 'POST /api/bookings/create': unauthorized, 'POST /api/auth/refresh': unauthorized });
    await expect(createBooking(input, 'key-1')).rejects.toThrow('Authentication required');
    await vi.waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login?sessionEnded=true'));
    expect(getAuthToken()).toBeNull();
  });

  it("gives the server's message, else 'HTTP {status} error', and the network message when nothing answers", async () => {
    saveTokens({ token: 'tok', refreshToken: 'ref' });
    let answer: () => Response | Promise<Response> = () =>
      json(409, { success: false, message: 'Flight is full', error: 'CONFLICT' });
    stubFetch({ 'POST /api/bookings/create': () => answer() });
    await expect(createBooking(input, 'k')).rejects.toThrow('Flight is full');
    answer = () => new Response('oops', { status: 502 });
    await expect(createBooking(input, 'k')).rejects.toThrow('HTTP 502 error');
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createBooking(input, 'k')).rejects.toThrow('Network error - please check your connection');
  });
});
