/**
 * Staff accounts (issue 15 §2), admin only: `GET /api/ops/staff`, `POST /api/ops/staff`
 * (answers the account and a one-time password, shown once) and
 * `POST /api/ops/staff/:id/deactivate` (also ends the account's sessions).
 */
import {
  CreatedStaffAccountSchema,
  type CreateStaffAccountRequest,
  StaffAccountSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ListResponse = successEnvelope(z.array(StaffAccountSchema));
const CreatedResponse = successEnvelope(CreatedStaffAccountSchema);
const staffKey = [...opsKey, 'staff'] as const;

/** @throws ApiError (403 for a dispatcher). */
export async function getStaff(signal?: AbortSignal) {
  const body = await apiClient.get('/ops/staff', { schema: ListResponse, ...(signal ? { signal } : {}) });
  return body.data;
}

export const staffQuery = () => queryOptions({ queryKey: staffKey, queryFn: ({ signal }) => getStaff(signal) });

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateStaffAccountRequest) =>
      (await apiClient.post('/ops/staff', input, { schema: CreatedResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}

export function useDeactivateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/ops/staff/${encodeURIComponent(id)}/deactivate`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
