/**
 * Domain events (issue 38 item 2; ADR 360): what happened, recorded in the transaction of the
 * change (lib/domain-events.ts), and each subscriber's receipt of each event it handled, written
 * in the transaction of its reaction, which makes a subscriber act once however often its job
 * runs.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * One row per thing that happened. `id` increases in insert order; subscribers do not depend on
 * order across aggregates. No foreign keys: an event outlives a deleted account's rows. Read by
 * id only, so no index by aggregate: every booking's insert paid for one that nothing read (ADR 369).
 */
export const domainEvents = pgTable('domain_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** One of DOMAIN_EVENT_TYPES (contracts/domain-events.ts). */
  type: text('type').notNull(),
  /** The id of what changed: a booking, a user. */
  aggregateId: uuid('aggregate_id').notNull(),
  /** Ids and changed fields only (contracts DomainEventPayloads). */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** null when the system made the change (webhook, job). */
  actorUserId: uuid('actor_user_id'),
  actorRole: text('actor_role').notNull(),
  /**
   * The clock at the insert, not the transaction's start: two events of one transaction keep
   * their order wherever their time orders them (the booking's history).
   */
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
});

/** A subscriber handled an event: written with its reaction, so a second run finds it and does nothing. */
export const domainEventReceipts = pgTable(
  'domain_event_receipts',
  {
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handledAt: timestamptz('handled_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriber, t.eventId] })],
);
