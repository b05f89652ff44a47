/**
 * Officers (issue 15 §3): `GET /api/ops/officers`, `POST` (answers the officer and a one-time
 * password, shown once), `PATCH /api/ops/officers/:id`, and the photo: `PUT .../photo` with the
 * raw image as the body (like the profile picture upload). Dispatcher and admin.
 */
import {
  CreatedOfficerSchema,
  type CreateOfficerRequestSchema,
  OfficerSchema,
  successEnvelope,
  type UpdateOfficerRequestSchema,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ListResponse = successEnvelope(z.array(OfficerSchema));
const OneResponse = successEnvelope(OfficerSchema);
const CreatedResponse = successEnvelope(CreatedOfficerSchema);

export type CreateOfficerInput = z.input<typeof CreateOfficerRequestSchema>;
export type UpdateOfficerInput = z.input<typeof UpdateOfficerRequestSchema>;

export const officersKey = [...opsKey, 'officers'] as const;

/** @throws ApiError. */
export async function getOfficers(signal?: AbortSignal) {
  const body = await apiClient.get('/ops/officers', { schema: ListResponse, ...(signal ? { signal } : {}) });
  return body.data;
}

export const officersQuery = () =>
  queryOptions({ queryKey: officersKey, queryFn: ({ signal }) => getOfficers(signal) });

/** Creates an officer with a sign-in account; the one-time password is in the answer only. */
export function useCreateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateOfficerInput) =>
      (await apiClient.post('/ops/officers', input, { schema: CreatedResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}

export function useUpdateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateOfficerInput }) =>
      (await apiClient.patch(`/ops/officers/${encodeURIComponent(id)}`, changes, { schema: OneResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}

/** Uploads the officer's photo as the raw body; 413/415 carry the reason for a refused file. */
export function useUploadOfficerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      apiRequest(`/ops/officers/${encodeURIComponent(id)}/photo`, { method: 'PUT', body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKey }),
  });
}
