/**
 * POST /api/bookings/create (spec §3 Booking creation payload, §7) with an `Idempotency-Key`
 * header: one fresh key per Confirm Booking click, so a retried request cannot book twice.
 * The server prices the booking; the client never sends an amount.
 */
import {
  type Booking,
  type CreateBookingRequest,
  CreateBookingResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  successEnvelope,
} from '@fasttrack/contracts';
import { apiRequest } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(CreateBookingResultSchema);

/** @throws ApiError (404 unknown flight, 422 service does not fit the flight, 409, 503). */
export async function createBooking(input: CreateBookingRequest, idempotencyKey: string): Promise<Booking> {
  const body = await apiRequest('/bookings/create', {
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: ResponseSchema,
  });
  return body.data.booking;
}
