/**
 * `PATCH /api/organisations/:organisationId/webhook-endpoints/:endpointId` (issue 40 item 4): its
 * URL, description or event types, or Enable / Disable (`status`). Enabling an endpoint that was
 * disabled for failing sends again from then on.
 */
import { successEnvelope, type UpdateWebhookEndpointRequest, WebhookEndpointSchema } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhookEndpointsKey, webhookEndpointsPath } from './get-webhook-endpoints';

const Schema = successEnvelope(WebhookEndpointSchema);

/** @throws ApiError (400 invalid, 404 unknown endpoint or not a manager). */
export async function updateWebhookEndpoint(
  organisationId: string,
  endpointId: string,
  update: UpdateWebhookEndpointRequest,
) {
  return (await apiClient.patch(webhookEndpointsPath(organisationId, endpointId), update, { schema: Schema })).data;
}

export function useUpdateWebhookEndpoint(organisationId: string, endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateWebhookEndpointRequest) => updateWebhookEndpoint(organisationId, endpointId, update),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookEndpointsKey(organisationId) }),
  });
}
