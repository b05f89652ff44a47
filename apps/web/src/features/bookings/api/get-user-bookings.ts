/**
 * GET /api/bookings/user (spec §3 Booking (list), §7): the caller's bookings, newest first.
 * Errors follow §8 "Bookings fetch": the response message, else 'Failed to fetch bookings' (an
 * answer that is not a bookings list); 'Failed to load bookings' when no answer came at all.
 */
import { BookingSchema, Messages, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';

const ResponseSchema = successEnvelope(z.array(BookingSchema));

/** Query key prefix of every bookings query; invalidate it after a booking changes. */
export const bookingsKey = ['bookings'] as const;

export async function getUserBookings(signal?: AbortSignal) {
  try {
    const body = await apiClient.get('/bookings/user', { schema: ResponseSchema, ...(signal ? { signal } : {}) });
    return body.data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === ClientErrorCode.INVALID_RESPONSE) {
      throw new ApiError(Messages.bookingsFetchFailed, { status: error.status, code: error.code });
    }
    if (error.status === null) throw new ApiError(Messages.bookingsLoadFailed, { status: null, code: error.code });
    throw error;
  }
}

export const userBookingsQuery = () =>
  queryOptions({ queryKey: [...bookingsKey, 'user'], queryFn: ({ signal }) => getUserBookings(signal) });

export function useUserBookings() {
  return useQuery(userBookingsQuery());
}
