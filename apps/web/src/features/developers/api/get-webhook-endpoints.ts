/**
 * `GET /api/organisations/:organisationId/webhook-endpoints` (issue 40 item 4): the
 * organisation's endpoints with their event types and status, never their secrets (owner, admin).
 */
import { successEnvelope, WebhookEndpointSchema } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Query key prefix of one organisation's endpoints and their delivery logs. */
export const webhookEndpointsKey = (organisationId: string) =>
  ['organisations', organisationId, 'webhook-endpoints'] as const;

/** `/organisations/:id/webhook-endpoints`, or below it (segments are encoded). */
export function webhookEndpointsPath(organisationId: string, ...segments: string[]): string {
  return ['/organisations', organisationId, 'webhook-endpoints', ...segments]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');
}

const Schema = successEnvelope(z.array(WebhookEndpointSchema));

export const webhookEndpointsQuery = (organisationId: string) =>
  queryOptions({
    queryKey: [...webhookEndpointsKey(organisationId), 'list'],
    queryFn: async ({ signal }) =>
      (await apiClient.get(webhookEndpointsPath(organisationId), { schema: Schema, signal })).data,
  });

export function useWebhookEndpoints(organisationId: string) {
  return useQuery(webhookEndpointsQuery(organisationId));
}
