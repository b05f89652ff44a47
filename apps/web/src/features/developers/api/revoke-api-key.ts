/**
 * `DELETE /api/organisations/:organisationId/api-keys/:apiKeyId` (issue 40 item 1): the key stops
 * working at once (401 on its next call); the row stays, revoked, in the list.
 */
import { ApiKeySchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysKey, apiKeysPath } from './get-api-keys';

const Schema = successEnvelope(ApiKeySchema);

/** @returns the key, revoked. @throws ApiError (404 unknown key or not a manager). */
export async function revokeApiKey(organisationId: string, apiKeyId: string) {
  return (await apiClient.delete(apiKeysPath(organisationId, apiKeyId), { schema: Schema })).data;
}

export function useRevokeApiKey(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (apiKeyId: string) => revokeApiKey(organisationId, apiKeyId),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysKey(organisationId) }),
  });
}
