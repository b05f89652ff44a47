/**
 * Shifts (issue 15 §3): `GET /api/ops/shifts?from&to[&officerId]` (Lagos dates, inclusive),
 * `POST /api/ops/shifts`, `PATCH|DELETE /api/ops/shifts/:id`. Instants are ISO with offset; the
 * screens enter and show them in WAT.
 */
import { ShiftSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ListResponse = successEnvelope(z.array(ShiftSchema));

export interface ShiftRange {
  /** ISO instants with offset, e.g. `2026-11-24T05:00:00+01:00`. */
  startsAt: string;
  endsAt: string;
}

/** The shifts of `officerId` from `from` to `to` (Lagos dates, inclusive). @throws ApiError. */
export async function getShifts(
  { from, to, officerId }: { from: string; to: string; officerId: string },
  signal?: AbortSignal,
) {
  const body = await apiClient.get('/ops/shifts', {
    query: { from, to, officerId },
    schema: ListResponse,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const shiftsQuery = (officerId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...opsKey, 'shifts', officerId, from, to],
    queryFn: ({ signal }) => getShifts({ from, to, officerId }, signal),
  });

/** Add, change or remove a shift; every ops view (board capacity included) refreshes after. */
export function useShiftMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: opsKey });
  const create = useMutation({
    mutationFn: (input: ShiftRange & { officerId: string }) => apiClient.post('/ops/shifts', input),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, ...range }: ShiftRange & { id: string }) =>
      apiClient.patch(`/ops/shifts/${encodeURIComponent(id)}`, range),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiClient.delete(`/ops/shifts/${encodeURIComponent(id)}`),
    onSuccess,
  });
  return { create, update, remove };
}
