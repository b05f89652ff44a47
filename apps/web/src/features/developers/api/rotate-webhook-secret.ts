/**
 * `POST /api/organisations/:organisationId/webhook-endpoints/:endpointId/rotate-secret` (issue 40
 * item 4): a new `whsec_…` secret, shown this once; the old one signs beside it until
 * `endpoint.previousSecretExpiresAt` (WEBHOOK_SECRET_OVERLAP_HOURS), so receivers can switch over.
 */
import { successEnvelope, WebhookEndpointWithSecretSchema } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhookEndpointsKey, webhookEndpointsPath } from './get-webhook-endpoints';

const Schema = successEnvelope(WebhookEndpointWithSecretSchema);

/** @throws ApiError (404 unknown endpoint or not a manager). */
export async function rotateWebhookSecret(organisationId: string, endpointId: string) {
  return (
    await apiClient.post(webhookEndpointsPath(organisationId, endpointId, 'rotate-secret'), undefined, {
      schema: Schema,
    })
  ).data;
}

export function useRotateWebhookSecret(organisationId: string, endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    // The answer holds a secret: keep it in no cache once the screen lets go of it.
    gcTime: 0,
    mutationFn: () => rotateWebhookSecret(organisationId, endpointId),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookEndpointsKey(organisationId) }),
  });
}
