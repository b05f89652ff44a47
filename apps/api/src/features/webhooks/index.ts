/**
 * What the webhooks feature (issue 40 items 3 to 5; ADR 365) offers the rest of the API: its
 * domain-event subscriber and delivery job (for a process that works jobs), and the OpenAPI 3.1
 * `webhooks` section describing what partners' endpoints receive. Its routes are registered from
 * features/index.ts through the route modules, as every feature's are.
 */
export { type AttemptResult, attemptDelivery, registerWebhookDeliveryJob } from './delivery.job';
export { registerWebhooksSubscriber } from './event-subscriber';
export { openapiWebhooks } from './openapi-webhooks';
