/**
 * `DELETE /api/organisations/:organisationId/webhook-endpoints/:endpointId` (issue 40 item 4): no
 * more events go to it, pending deliveries included.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhookEndpointsKey, webhookEndpointsPath } from './get-webhook-endpoints';

/** @throws ApiError (404 unknown endpoint or not a manager). */
export async function deleteWebhookEndpoint(organisationId: string, endpointId: string) {
  await apiClient.delete(webhookEndpointsPath(organisationId, endpointId));
}

export function useDeleteWebhookEndpoint(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) => deleteWebhookEndpoint(organisationId, endpointId),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookEndpointsKey(organisationId) }),
  });
}
