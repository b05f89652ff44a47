/**
 * GET /api/bookings/:id (spec §7): one of the caller's bookings (404 for anyone else's), and the
 * query the booking dialog's payment step loads the booking to pay with.
 */
import { type Booking, BookingResultSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getPaymentStatus } from '../../payments/index';
import { bookingsKey } from './get-user-bookings';

const ResponseSchema = successEnvelope(BookingResultSchema);

/** @throws ApiError (404 when it is not the caller's booking). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const body = await apiClient.get(`/bookings/${encodeURIComponent(id)}`, {
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.booking;
}

/**
 * The booking to pay: `bookingId`, else the booking of the payment `returnReference` names (back
 * from the checkout page). Always asked again (staleTime 0): its status may have changed.
 */
export const payableBookingQuery = (bookingId: string | null, returnReference: string | null) =>
  queryOptions({
    queryKey: ['bookings', 'payable', bookingId ?? returnReference],
    queryFn: async ({ signal }) => {
      const id = bookingId ?? (await getPaymentStatus(returnReference ?? '')).bookingId;
      return getBooking(id, signal);
    },
    enabled: bookingId !== null || returnReference !== null,
    staleTime: 0,
  });

/** One of the caller's bookings, under the bookings key (invalidated when a booking changes). */
export const bookingQuery = (id: string) =>
  queryOptions({ queryKey: [...bookingsKey, id], queryFn: ({ signal }) => getBooking(id, signal) });
