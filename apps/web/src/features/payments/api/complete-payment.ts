/**
 * POST /api/bookings/:id/complete-payment { reference } (spec §4, §7): after the payment was
 * verified, marks the booking paid and confirms it. Idempotent on the server.
 */
import { type Booking, BookingResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(BookingResultSchema);

/** @throws ApiError (409 PAYMENT_NOT_VERIFIED when no paid payment has this reference). */
export async function completeBookingPayment(bookingId: string, reference: string): Promise<Booking> {
  const body = await apiClient.post(
    `/bookings/${encodeURIComponent(bookingId)}/complete-payment`,
    { reference },
    { schema: ResponseSchema },
  );
  return body.data.booking;
}

export interface CompletePaymentVariables {
  bookingId: string;
  reference: string;
}

/**
 * Completes a verified payment: resolves with the confirmed booking. The payment step settles
 * through `settle-payment.ts`, which calls {@link completeBookingPayment} after verifying.
 */
export function useCompletePayment() {
  return useMutation({
    mutationFn: ({ bookingId, reference }: CompletePaymentVariables) => completeBookingPayment(bookingId, reference),
  });
}
