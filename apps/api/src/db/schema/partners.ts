/**
 * Partners (issue 40; ADR 365): an organisation's API keys, its webhook endpoints, and each
 * event's delivery to each endpoint with every attempt. Keys are written only by
 * features/partners; endpoints, deliveries and attempts only by features/webhooks.
 */
import { API_KEY_SCOPES, WEBHOOK_EVENT_TYPES } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { domainEvents } from './events';
import { organisations } from './organisations';
import { users } from './users';

/**
 * One API key. The key itself (`ftk_live_…` or `ftk_test_…` and 32 random bytes) is shown once;
 * the row keeps its `prefix` (to find the row and tell keys apart) and the SHA-256 of the whole
 * key. `created_by_user_id` is the owner or admin who made it: a key's bookings name that account
 * as their booker of record, and the key as the actor (ADR 365).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: the secret is high-entropy, so no slow hash is needed. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes', { enum: API_KEY_SCOPES }).array().notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    /** Written at most once a minute per key, so a busy key does not write on every request. */
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_prefix_key').on(t.prefix), index('api_keys_organisation_idx').on(t.organisationId)],
);

/**
 * One receiving URL of an organisation and the event types it wants. `secret` is the `whsec_…`
 * signing secret (the sender needs it, so it is kept, as Stripe and Svix keep theirs); after a
 * rotation `previous_secret` also signs until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: text('event_types', { enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    disabledReason: text('disabled_reason', { enum: ['failing', 'manual'] }),
    disabledAt: timestamptz('disabled_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the endpoint was registered with an API key (`webhooks:write`) rather than by a person. */
    createdByApiKeyId: uuid('created_by_api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_organisation_idx').on(t.organisationId)],
);

/**
 * One event for one endpoint. `message_id` is the `webhook-id` header, the same on every attempt,
 * so a receiver drops a repeat. `event_id` is the domain event (null for a test event); one
 * delivery per endpoint and event, however often the subscriber runs.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).references(() => domainEvents.id, { onDelete: 'set null' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body as sent (contracts WebhookPayloadSchema), kept so every attempt sends the same bytes. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key')
      .on(t.endpointId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Each try at sending a delivery: when, the receiver's status (null: no answer), how long it took. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz('attempted_at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
