/**
 * Calls through the business number (issue 36 item 2): `POST /api/bookings/:id/calls` places one
 * (the caller's phone rings first), `GET /api/bookings/:id/calls` is the booking's call log.
 * While a call is under way its log is read again every 2 s, so its state shows as it changes.
 */
import { BookingCallsSchema, callEnded, PlacedCallSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const callsKey = (bookingId: string) => ['calls', bookingId] as const;

const LIVE_POLL_MS = 2_000;

export const bookingCallsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: callsKey(bookingId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/bookings/${encodeURIComponent(bookingId)}/calls`, {
          schema: successEnvelope(BookingCallsSchema),
          signal,
        })
      ).data.calls,
    refetchInterval: (query) => (query.state.data?.some((call) => !callEnded(call.status)) ? LIVE_POLL_MS : false),
  });

/** Places a call; its log is read again at once. @throws ApiError with the server's sentence (409, 429, 503). */
export function usePlaceCall(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post(`/bookings/${encodeURIComponent(bookingId)}/calls`, undefined, {
          schema: successEnvelope(PlacedCallSchema),
        })
      ).data.call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callsKey(bookingId) }),
  });
}
