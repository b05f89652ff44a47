/**
 * Reassignment from the board (issue 15 §6): the officers who could take a booking now
 * (`GET /api/ops/bookings/:id/candidates`), assign or replace (`POST .../assignments`), and
 * unassign (`DELETE .../assignments/:officerId`). The API applies the capacity checks.
 */
import { OfficerCandidatesSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const CandidatesResponse = successEnvelope(OfficerCandidatesSchema);

/** @throws ApiError. */
export async function getCandidates(bookingId: string, signal?: AbortSignal) {
  const body = await apiClient.get(`/ops/bookings/${encodeURIComponent(bookingId)}/candidates`, {
    schema: CandidatesResponse,
    ...(signal ? { signal } : {}),
  });
  return body.data.officers;
}

export const candidatesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...opsKey, 'candidates', bookingId],
    queryFn: ({ signal }) => getCandidates(bookingId, signal),
    staleTime: 0,
  });

export interface AssignInput {
  bookingId: string;
  officerId: string;
  /** The officer this one replaces; omitted to add an officer. */
  replaceOfficerId?: string | undefined;
}

/** Assign (or replace) an officer; refreshes every ops view on success. @throws ApiError. */
export function useAssignOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, officerId, replaceOfficerId }: AssignInput) =>
      apiClient.post(`/ops/bookings/${encodeURIComponent(bookingId)}/assignments`, {
        officerId,
        ...(replaceOfficerId ? { replaceOfficerId } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}

/** Remove an officer from a booking; refreshes every ops view on success. @throws ApiError. */
export function useUnassignOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, officerId }: { bookingId: string; officerId: string }) =>
      apiClient.delete(`/ops/bookings/${encodeURIComponent(bookingId)}/assignments/${encodeURIComponent(officerId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
