/**
 * `POST /api/organisations/:organisationId/api-keys` (issue 40 item 1): a new key with a name,
 * scopes and an optional expiry. The answer holds the whole key (`secret`) this once; the list
 * only ever shows its prefix.
 */
import { type CreateApiKeyRequest, CreatedApiKeySchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysKey, apiKeysPath } from './get-api-keys';

const Schema = successEnvelope(CreatedApiKeySchema);

/** @throws ApiError (400 invalid, 409 PartnerMessages.tooManyKeys, 404 not a manager of it). */
export async function createApiKey(organisationId: string, request: CreateApiKeyRequest) {
  return (await apiClient.post(apiKeysPath(organisationId), request, { schema: Schema })).data;
}

export function useCreateApiKey(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    // The answer holds a secret: keep it in no cache once the screen lets go of it.
    gcTime: 0,
    mutationFn: (request: CreateApiKeyRequest) => createApiKey(organisationId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(organisationId) }),
  });
}
