/**
 * `POST /api/organisations/:organisationId/webhook-endpoints/:endpointId/deliveries/:deliveryId/resend`
 * (issue 40 item 4): sends a delivery again, with the same `webhook-id` (202, pending again).
 */
import { successEnvelope, WebhookDeliverySchema } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhookDeliveriesKey } from './get-webhook-deliveries';
import { webhookEndpointsPath } from './get-webhook-endpoints';

const Schema = successEnvelope(WebhookDeliverySchema);

/** @throws ApiError (409 still pending or endpoint disabled, 404 unknown delivery or not a manager). */
export async function resendWebhookDelivery(organisationId: string, endpointId: string, deliveryId: string) {
  const path = webhookEndpointsPath(organisationId, endpointId, 'deliveries', deliveryId, 'resend');
  return (await apiClient.post(path, undefined, { schema: Schema })).data;
}

export function useResendWebhookDelivery(organisationId: string, endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => resendWebhookDelivery(organisationId, endpointId, deliveryId),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookDeliveriesKey(organisationId, endpointId) }),
  });
}
