/**
 * GET /api/bookings/availability (issue 15 §1, §4): for a found flight, the chosen service type
 * and passenger count, the meeting time and meeting point, and whether it can be booked now
 * (minimum notice, officers free). The server checks again when the booking is created.
 */
import { type AvailabilityQuery, ServiceAvailabilitySchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(ServiceAvailabilitySchema);

/** Open to visitors (no session needed). @throws ApiError (404 unknown flight, 400 bad query). */
export async function getAvailability(query: AvailabilityQuery, signal?: AbortSignal) {
  const body = await apiClient.get('/bookings/availability', {
    query: { ...query },
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Query key prefix of every availability answer; invalidate it when capacity may have changed. */
export const availabilityKey = ['service-availability'] as const;

/** Keyed by flight booking reference, service type and passenger count; fresh for 30 s. */
export const availabilityQuery = (query: AvailabilityQuery) =>
  queryOptions({
    queryKey: [...availabilityKey, query.flightBookingReference, query.serviceType, query.passengerCount],
    queryFn: ({ signal }) => getAvailability(query, signal),
    staleTime: 30_000,
  });
