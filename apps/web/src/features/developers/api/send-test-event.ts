/**
 * `POST /api/organisations/:organisationId/webhook-endpoints/:endpointId/test` (issue 40 item 4):
 * queues a signed `webhook.test` delivery to the endpoint (202); it joins the delivery log.
 */
import { successEnvelope, WebhookDeliverySchema } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhookDeliveriesKey } from './get-webhook-deliveries';
import { webhookEndpointsPath } from './get-webhook-endpoints';

const Schema = successEnvelope(WebhookDeliverySchema);

/** @throws ApiError (409 PartnerMessages.endpointDisabled, 404 unknown endpoint or not a manager). */
export async function sendTestEvent(organisationId: string, endpointId: string) {
  return (await apiClient.post(webhookEndpointsPath(organisationId, endpointId, 'test'), undefined, { schema: Schema }))
    .data;
}

export function useSendTestEvent(organisationId: string, endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestEvent(organisationId, endpointId),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookDeliveriesKey(organisationId, endpointId) }),
  });
}
