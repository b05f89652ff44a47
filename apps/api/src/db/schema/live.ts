/**
 * The service as it happens (issue 17): the live event log every stream reads, the progress of
 * each booking's service (milestones, meeting-code tries), the masked chat and the rating.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * One row per thing a live page must show (milestone, assignment change, chat message). `seq`
 * is the event's place in commit order, given as its transaction commits (the constraint trigger
 * `live_events_in_commit_order`, migration 0007; ADR 195). It orders events and is the SSE `id`,
 * so `Last-Event-ID` replays what a client missed. `id` is the row's key, in insert order, which
 * two transactions can commit the other way round: readers do not follow it.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null only inside the inserting transaction, before it commits. */
    seq: bigint('seq', { mode: 'number' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** One of LIVE_EVENT_TYPES (contracts/live.ts). */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_booking_idx').on(t.bookingId, t.seq), index('live_events_seq_idx').on(t.seq)],
);

/** A milestone the service reached, once per booking and milestone. */
export const serviceMilestones = pgTable(
  'service_milestones',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** contracts MILESTONES */
    milestone: text('milestone').notNull(),
    reachedAt: createdAt(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The id the officer's device gave the tap (issue 28 item 5): a replayed tap is recorded once. */
    clientId: uuid('client_id'),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.milestone] }),
    uniqueIndex('service_milestones_client_id_key').on(t.clientId),
  ],
);

/** Wrong meeting-code tries per booking; five lock the code until a dispatcher unlocks it. */
export const meetingCodeChecks = pgTable('meeting_code_checks', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lockedAt: timestamptz('locked_at'),
  /** The officer whose entry matched. */
  verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The device's id of the last entry that did not match (issue 36 item 4): an entry queued
   * offline and sent again after its answer was lost counts once.
   */
  lastMissClientId: uuid('last_miss_client_id'),
});

/** The masked chat of a booking (phone numbers and e-mail addresses already replaced). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** customer | officer | dispatcher | admin */
    senderRole: text('sender_role').notNull(),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_booking_idx').on(t.bookingId, t.createdAt)],
);

/** How far each reader has read a booking's chat: the unread count is what came after. */
export const chatReads = pgTable(
  'chat_reads',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] })],
);

/** The traveller's rating of a completed service, once per booking. */
export const serviceRatings = pgTable(
  'service_ratings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The officer who served (the first assigned), for the officer's average. */
    officerId: uuid('officer_id').references(() => users.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_ratings_officer_idx').on(t.officerId),
    // The quality report (issue 30) reads the ratings given in a range of days.
    index('service_ratings_created_idx').on(t.createdAt),
    check('service_ratings_score_check', sql`${t.score} between 1 and 5`),
  ],
);
