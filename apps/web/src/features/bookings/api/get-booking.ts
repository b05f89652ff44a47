/** GET /api/bookings/:id (spec §7): one of the caller's bookings (404 for anyone else's). */
import { type Booking, BookingResultSchema, successEnvelope } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(BookingResultSchema);

/** @throws ApiError (404 when it is not the caller's booking). */
export async function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  const body = await apiClient.get(`/bookings/${encodeURIComponent(id)}`, {
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.booking;
}
