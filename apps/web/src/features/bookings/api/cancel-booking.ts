/**
 * DELETE /api/bookings/:id (spec §7): cancels the booking; the answer says which refund rule
 * applied and carries the sentence to show. A failure shows the response message, else
 * 'Failed to cancel booking' (§8). On success the bookings list is fetched again (§2 Bookings).
 */
import { CancellationOutcomeSchema, Messages, successEnvelope } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';
import { bookingsKey } from './get-user-bookings';

const ResponseSchema = successEnvelope(CancellationOutcomeSchema).required({ message: true });

/** @returns `{ message, outcome }`. @throws ApiError with the §8 message. */
export async function cancelBooking(id: string) {
  try {
    const body = await apiClient.delete(`/bookings/${encodeURIComponent(id)}`, { schema: ResponseSchema });
    return { message: body.message, outcome: body.data };
  } catch (error) {
    // The server's own sentence when it sent one (e.g. why this booking cannot be cancelled).
    const answered =
      error instanceof ApiError && error.status !== null && error.code !== ClientErrorCode.INVALID_RESPONSE;
    if (answered && error.message !== Messages.httpError(error.status ?? 0)) throw error;
    throw new ApiError(Messages.cancelFailed, {
      status: error instanceof ApiError ? error.status : null,
      code: error instanceof ApiError ? error.code : 'UNEXPECTED',
    });
  }
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

/**
 * The booking dialog's cancel of the pending booking a new one replaces (use-booking-creation.ts):
 * once cancelled, the list is fetched again without waiting for it, and the new one is made at
 * once. Offline it fails at once, like the creation it comes before, rather than waiting.
 */
export function useCancelReplacedBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    networkMode: 'always',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
}
