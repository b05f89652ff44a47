/**
 * POST /api/bookings/:id/disruption-choice (issue 26 §3): the traveller's one-tap answer to a
 * cancelled or diverted flight, `refund` (full, now) or `keep` with the new flight (moved at once
 * when it can be served, else by a dispatcher; issue 36 item 5).
 * The answer carries the sentence to show; on success the booking and the list are fetched again.
 */
import { type DisruptionChoice, DisruptionChoiceResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bookingsKey } from './get-user-bookings';

const ResponseSchema = successEnvelope(DisruptionChoiceResultSchema).required({ message: true });

/**
 * `flightBookingReference` with `keep`: the flight the airline put the traveller on (issue 36
 * item 5); the booking moves to it at once when it can be served.
 * @returns `{ message, result }`. @throws ApiError with the §8 message (409 when nothing is left
 *   to choose, or the flight cannot take the booking; 404 an unknown flight).
 */
export async function chooseAfterDisruption(input: {
  id: string;
  choice: DisruptionChoice;
  flightBookingReference?: string;
}) {
  const body = await apiClient.post(
    `/bookings/${encodeURIComponent(input.id)}/disruption-choice`,
    {
      choice: input.choice,
      ...(input.flightBookingReference ? { flightBookingReference: input.flightBookingReference } : {}),
    },
    { schema: ResponseSchema },
  );
  return { message: body.message, result: body.data };
}

export function useChooseAfterDisruption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAfterDisruption,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
