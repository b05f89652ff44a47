/**
 * Partners' API keys and webhooks (issue 40; ADR 365): the scopes a key may hold, the events an
 * endpoint may ask for, and the request and response schemas of `/api/organisations/:id/api-keys…`
 * and `/api/organisations/:id/webhook-endpoints…` (an owner or admin) and of the signed deliveries
 * (Standard Webhooks 1.0: `webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
import { z } from 'zod';

/** `Authorization: Bearer ftk_live_…` in live mode, `ftk_test_…` in test mode (issue 40 item 1). */
export const API_KEY_PREFIXES = { live: 'ftk_live_', test: 'ftk_test_' } as const;
export type ApiKeyMode = keyof typeof API_KEY_PREFIXES;

/**
 * What a key may do (issue 40 item 1). `webhooks:write` lets a partner's system register its own
 * endpoints (as Stripe's secret keys may), so an integration runs with a key alone (ADR 365).
 */
export const API_KEY_SCOPES = ['bookings:read', 'bookings:write', 'invoices:read', 'webhooks:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Keys an organisation may hold at once (live and revoked aside): enough for one per system and stage. */
export const API_KEYS_MAX_ACTIVE = 20;

/** Requests per minute per key, on the same limiter as people's (issue 40 item 1). */
export const API_KEY_RATE_LIMIT = { points: 600, durationSeconds: 60 } as const;

/**
 * The event types an endpoint may subscribe to (issue 40 item 4), delivered from the domain
 * events that carry the organisation's id. `webhook.test` is only ever sent by "Send test event".
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.retimed',
  'booking.cancelled',
  'booking.refunded',
  'service.checked_in',
  'service.completed',
  'flight.disrupted',
  'invoice.issued',
  'invoice.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** Endpoints an organisation may hold. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** An answer slower than this is a failed attempt (issue 40 item 4). */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * When each retry goes after the first attempt fails, in seconds after the previous attempt:
 * about 3 days in all (issue 40 item 4), after Standard Webhooks' suggested schedule. After the
 * last, the delivery has failed and the endpoint is disabled.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
  14 * 3600,
  14 * 3600,
  16 * 3600,
] as const;

/** The retry schedule's length in whole days, as people read it (about 3). */
export const WEBHOOK_RETRY_DAYS = Math.round(
  WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, seconds) => sum + seconds, 0) / 86_400,
);

/** A rotated secret still signs (beside the new one) this long, so receivers can switch over. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** Largest payload sent (issue 40 item 4: thin payloads). */
export const WEBHOOK_PAYLOAD_MAX_BYTES = 20_000;

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The §8 messages of keys and webhooks, one copy for the API and the screens. */
export const PartnerMessages = {
  keyMissing: 'Send your API key as Authorization: Bearer ftk_…',
  keyInvalid: 'This API key is not valid: it may have been revoked or have expired',
  scopeMissing: (scope: ApiKeyScope) => `This API key does not have the ${scope} scope`,
  organisationNotApproved: 'Your organisation is not approved for bookings',
  keyCreated: 'Copy the key now: it will not be shown again',
  keyRevoked: 'API key revoked',
  tooManyKeys: `An organisation holds at most ${API_KEYS_MAX_ACTIVE} active keys: revoke one first`,
  idempotencyKeyRequired: 'Send an Idempotency-Key header with every partner write',
  endpointCreated: 'Copy the signing secret now: it will not be shown again',
  secretRotated: `New signing secret made: the old one keeps signing for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours`,
  tooManyEndpoints: `An organisation holds at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
  endpointHttps: 'The endpoint URL must start with https://',
  endpointNotPublic: 'The endpoint must be a public address: private, loopback and link-local addresses are refused',
  endpointDisabled: 'This endpoint is disabled: enable it to send events',
  resent: 'Delivery queued again',
  /** How an endpoint fails, for the screen, the e-mail and the docs' summary alike. */
  failingRule: `Deliveries are retried for ${WEBHOOK_RETRY_DAYS} days when the endpoint does not answer 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} seconds; then the endpoint is disabled.`,
  failedFor: `Deliveries failed for ${WEBHOOK_RETRY_DAYS} days`,
  testSent: 'Test event queued',
} as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** One key as its organisation sees it: never the secret, only its prefix. */
export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters (e.g. `ftk_test_a1b2c3d4`), to tell keys apart. */
  prefix: z.string(),
  mode: z.enum(['live', 'test']),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the key, e.g. the system that will use it').max(80),
  scopes: z.array(ApiKeyScopeSchema).min(1, 'Choose at least one scope'),
  /** Optional end of validity: must be in the future. */
  expiresAt: isoDateTime.optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** The answer to creating a key: the whole key, this once. */
export const CreatedApiKeySchema = z.object({ apiKey: ApiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** One webhook endpoint as its organisation sees it: never the secret. */
export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.url(),
  description: z.string().nullable(),
  eventTypes: z.array(WebhookEventTypeSchema),
  status: z.enum(['enabled', 'disabled']),
  /** Why it was disabled: `failing` (a delivery failed for 3 days) or `manual`. */
  disabledReason: z.enum(['failing', 'manual']).nullable(),
  createdAt: isoDateTime,
  /** Until when the previous secret still signs, after a rotation. */
  previousSecretExpiresAt: isoDateTime.nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const CreateWebhookEndpointRequestSchema = z.object({
  url: z.url({ error: 'Enter the endpoint URL' }).max(2000),
  description: z.string().trim().max(200).optional(),
  eventTypes: z.array(WebhookEventTypeSchema).min(1, 'Choose at least one event type'),
});
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequestSchema>;

export const UpdateWebhookEndpointRequestSchema = z.object({
  url: z.url().max(2000).optional(),
  description: z.string().trim().max(200).nullable().optional(),
  eventTypes: z.array(WebhookEventTypeSchema).min(1).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequestSchema>;

/** The answer to creating an endpoint or rotating its secret: the `whsec_…` secret, this once. */
export const WebhookEndpointWithSecretSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

/** One try at sending a delivery. */
export const WebhookAttemptSchema = z.object({
  attemptedAt: isoDateTime,
  /** The receiver's HTTP status, or null when it did not answer (time-out, refused, bad address). */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
});

/** One event sent to one endpoint, with its attempts (newest first). */
export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` header: the same on every attempt and on "Resend". */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: isoDateTime,
  nextAttemptAt: isoDateTime.nullable(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/**
 * What every delivery's body holds (Standard Webhooks' recommended shape): the type, when it
 * happened, and `data` with the ids and changed fields. Fetch the booking or invoice for the rest.
 */
export const WebhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: isoDateTime,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
