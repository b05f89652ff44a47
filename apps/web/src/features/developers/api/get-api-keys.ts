/**
 * `GET /api/organisations/:organisationId/api-keys` (issue 40 item 1): the organisation's API
 * keys, revoked and expired ones too, each by its prefix, never the secret (owner, admin).
 */
import { ApiKeySchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of one organisation's keys; a key's mutations invalidate it. */
export const apiKeysKey = (organisationId: string) => ['organisations', organisationId, 'api-keys'] as const;

/** `/organisations/:id/api-keys`, or below it (segments are encoded). */
export function apiKeysPath(organisationId: string, ...segments: string[]): string {
  return ['/organisations', organisationId, 'api-keys', ...segments]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

const Schema = successEnvelope(z.array(ApiKeySchema));

export const apiKeysQuery = (organisationId: string) =>
  queryOptions({
    queryKey: [...apiKeysKey(organisationId), 'list'],
    queryFn: async ({ signal }) => (await apiClient.get(apiKeysPath(organisationId), { schema: Schema, signal })).data,
  });

export function useApiKeys(organisationId: string) {
  return useQuery(apiKeysQuery(organisationId));
}
