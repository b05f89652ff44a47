/**
 * The dispatcher's answers to on-request add-on lines (issue 41 item 4), dispatcher and admin:
 * `GET /api/ops/extras/waiting?airport=` lists the lines waiting for confirmation (the oldest
 * order first, as the server sends them); `POST /api/ops/bookings/:id/extras/:lineIndex/confirm`
 * confirms one, `.../decline` with an optional reason declines it (the server then refunds the
 * line to the traveller by itself). Each answers `{ line }`, the line as it now stands.
 */
import { ExtraLineResultSchema, successEnvelope, WaitingExtrasResultSchema } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const WaitingEnvelope = successEnvelope(WaitingExtrasResultSchema);
const LineEnvelope = successEnvelope(ExtraLineResultSchema);

/** Under the ops key, so any ops change refreshes it too. */
export const waitingExtrasKey = [...opsKey, 'extras', 'waiting'] as const;

/** @throws ApiError (403 for an officer, 404 for a customer). */
export async function getWaitingExtras(airport: string, signal?: AbortSignal) {
  const body = await apiClient.get('/ops/extras/waiting', {
    query: { airport: airport || undefined },
    schema: WaitingEnvelope,
    ...(signal ? { signal } : {}),
  });
  return body.data.lines;
}

/** Refetched every minute, like the board: the 2-hour promise runs while the desk watches. */
export const waitingExtrasQuery = (airport: string) =>
  queryOptions({
    queryKey: [...waitingExtrasKey, airport],
    queryFn: ({ signal }) => getWaitingExtras(airport, signal),
    refetchInterval: 60_000,
  });

export interface ExtraAnswer {
  bookingId: string;
  lineIndex: number;
  /** `decline` refunds the line to the traveller. */
  answer: 'confirm' | 'decline';
  /** Decline only: why, for the traveller; left out when blank. */
  reason?: string;
}

/** Confirms or declines one line; refreshes every ops view. @throws ApiError with the server's sentence (409 already answered). */
export function useAnswerExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, lineIndex, answer, reason }: ExtraAnswer) => {
      const path = `/ops/bookings/${encodeURIComponent(bookingId)}/extras/${lineIndex}/${answer}`;
      // A confirmation carries no body; a decline names its reason when the dispatcher wrote one.
      const body = answer === 'decline' ? (reason?.trim() ? { reason: reason.trim() } : {}) : undefined;
      return (await apiClient.post(path, body, { schema: LineEnvelope })).data.line;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
