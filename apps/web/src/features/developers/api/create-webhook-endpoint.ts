/**
 * `POST /api/organisations/:organisationId/webhook-endpoints` (issue 40 item 4): a new endpoint
 * (URL, description, event types). The answer holds its `whsec_…` signing secret this once.
 */
import {
  type CreateWebhookEndpointRequest,
  successEnvelope,
  WebhookEndpointWithSecretSchema,
} from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { webhookEndpointsKey, webhookEndpointsPath } from './get-webhook-endpoints';

const Schema = successEnvelope(WebhookEndpointWithSecretSchema);

/**
 * @throws ApiError (400 PartnerMessages.endpointHttps or endpointNotPublic, 409 tooManyEndpoints,
 * 404 not a manager of the organisation).
 */
export async function createWebhookEndpoint(organisationId: string, request: CreateWebhookEndpointRequest) {
  return (await apiClient.post(webhookEndpointsPath(organisationId), request, { schema: Schema })).data;
}

export function useCreateWebhookEndpoint(organisationId: string) {
  const client = useQueryClient();
  return useMutation({
    // The answer holds a secret: keep it in no cache once the screen lets go of it.
    gcTime: 0,
    mutationFn: (request: CreateWebhookEndpointRequest) => createWebhookEndpoint(organisationId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookEndpointsKey(organisationId) }),
  });
}
