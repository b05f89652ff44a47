/**
 * POST /api/bookings/create (spec §3 Booking creation payload, §7) with an `Idempotency-Key`
 * header: one fresh key per Confirm Booking click, so a retried request cannot book twice.
 * The server prices the booking; the client never sends an amount.
 * {@link useCreateBooking} is the mutation the booking dialog's Confirm Booking action runs.
 */
import {
  type Booking,
  type CreateBookingRequest,
  CreateBookingResultSchema,
  type FlightSearchResult,
  IDEMPOTENCY_KEY_HEADER,
  successEnvelope,
} from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { createErrorFor } from '../create-error';
import type { BookingFormDraft } from '../drafts';
import { availabilityKey } from './get-availability';
import { bookingsKey } from './get-user-bookings';

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

/** The creation payload for a confirmed form on a found flight (§3, and its extras); optional fields only when given. */
export function bookingRequest(flight: FlightSearchResult, form: BookingFormDraft): CreateBookingRequest {
  const specialRequirements = form.specialRequirements.trim();
  return {
    flightBookingReference: flight.bookingReference,
    serviceType: form.serviceType,
    passengerCount: form.passengerCount,
    ...(specialRequirements ? { specialRequirements } : {}),
    ...(form.leadPassengerName ? { leadPassengerName: form.leadPassengerName } : {}),
    ...(form.contactPhone ? { contactPhone: form.contactPhone } : {}),
    ...(form.leadPassengerEmail ? { leadPassengerEmail: form.leadPassengerEmail } : {}),
    // Issue 41 item 4: the extras by code; the server prices them as the quote did.
    ...(form.packageCode ? { packageCode: form.packageCode } : {}),
    ...(form.addOns && form.addOns.length > 0 ? { addOns: form.addOns } : {}),
  };
}

export interface CreateBookingVariables {
  request: CreateBookingRequest;
  /** The same key for every try of one Confirm Booking click. */
  idempotencyKey: string;
}

/**
 * Creates a booking. On success the bookings lists are fetched again; on a refusal meant for the
 * traveller (full, too soon: `asIs`) the availability is asked again, as capacity may have changed
 * since the flight was found (issue 15 §1).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: CreateBookingVariables) => createBooking(request, idempotencyKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
    onError: (error) => {
      if (createErrorFor(error).asIs) void queryClient.invalidateQueries({ queryKey: availabilityKey });
    },
  });
}
