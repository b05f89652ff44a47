/**
 * POST /api/ops/bookings/:id/move (issue 26 §3): a dispatcher moves a confirmed booking to the
 * dated flight its traveller was re-booked on (the `bookingReference` flight search returns),
 * with a reason. Refreshes every ops view on success. @throws ApiError with the API's refusal.
 */
import { type MoveBookingRequest, MoveBookingResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ResponseSchema = successEnvelope(MoveBookingResultSchema);

export async function moveBooking(bookingId: string, input: MoveBookingRequest) {
  const body = await apiClient.post(`/ops/bookings/${encodeURIComponent(bookingId)}/move`, input, {
    schema: ResponseSchema,
  });
  return { message: body.message ?? 'Booking moved.', result: body.data };
}

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...input }: MoveBookingRequest & { bookingId: string }) => moveBooking(bookingId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
