/** Calls between officer and traveller through the business number (issue 36 item 2; ADR 311). */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * One call placed from a booking: who pressed the button and when, and what Twilio's callbacks
 * said of it. Numbers are never stored here: the TwiML route reads them when Twilio asks.
 */
export const bookingCalls = pgTable(
  'booking_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** officer_to_traveller | traveller_to_officer (contracts CALL_DIRECTIONS). */
    direction: text('direction').notNull(),
    placedByUserId: uuid('placed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** officer | customer */
    placedByRole: text('placed_by_role').notNull(),
    /** The officer on the call: the caller, or the one the traveller called. */
    officerId: uuid('officer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Twilio's Call SID of the caller's leg (`CA` + 32 hex); null until Twilio took the call. */
    callSid: text('call_sid').unique(),
    /** Twilio's status of the caller's leg (contracts CALL_STATUSES). */
    status: text('status').notNull().default('queued'),
    /** How the `<Dial>` to the other side ended (DialCallStatus): completed, busy, no-answer, failed, canceled. */
    dialStatus: text('dial_status'),
    /** Whole seconds, from the status callback's CallDuration once the call ended. */
    durationSeconds: integer('duration_seconds'),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('booking_calls_booking_idx').on(t.bookingId, t.createdAt)],
);
