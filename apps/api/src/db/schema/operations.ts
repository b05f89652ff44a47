/**
 * Staff operations (issue 15): officers, their shifts, which officers a booking holds or is
 * assigned, meeting points per terminal, and the staff audit trail. Capacity is computed from
 * these rows inside the transaction that writes a booking (features/operations/capacity).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
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
import { createdAt, timestamptz, updatedAt } from './columns';
import { serviceType } from './enums';
import { serviceAirports, terminals } from './service-airports';
import { bytea, users } from './users';

/** An officer is a user with role `officer` plus what the traveller and the dispatcher need to know. */
export const officers = pgTable(
  'officers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Protocol permit or badge number, shown on the officer card. */
    badgeNumber: text('badge_number').notNull(),
    /** Languages spoken, e.g. ["English", "Yoruba"]. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** The served airport the officer works at (issue 41 item 1): capacity counts them only there. */
    airportIata: char('airport_iata', { length: 3 })
      .notNull()
      .references(() => serviceAirports.iata, { onDelete: 'restrict' }),
    /** Names of the terminals of the officer's airport they work in (`terminals.name`). */
    terminals: text('terminals').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    photoContentType: text('photo_content_type'),
    photo: bytea('photo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('officers_badge_number_key').on(sql`upper(${t.badgeNumber})`),
    // Capacity reads the active officers of one airport on every booking creation.
    index('officers_airport_idx').on(t.airportIata).where(sql`${t.active}`),
  ],
);

/** A dated time range an officer works. Edited by the dispatcher. */
export const officerShifts = pgTable(
  'officer_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    officerId: uuid('officer_id')
      .notNull()
      .references(() => officers.userId, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('officer_shifts_officer_starts_idx').on(t.officerId, t.startsAt),
    // Capacity asks for a shift that ends after a future window: by its end, the officer's past
    // shifts are never read (ADR 205).
    index('officer_shifts_officer_ends_idx').on(t.officerId, t.endsAt),
    index('officer_shifts_starts_idx').on(t.startsAt),
    // Capacity finds the shifts that cover a whole window by range containment (ADR 215).
    index('officer_shifts_period_idx').using('gist', sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[]')`),
    check('officer_shifts_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * An officer held by an unpaid booking (until the booking's hold expires) or assigned to a
 * confirmed one. A row is deleted when the officer is released; the booking's events keep the
 * history.
 */
export const bookingAssignments = pgTable(
  'booking_assignments',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    officerId: uuid('officer_id')
      .notNull()
      .references(() => officers.userId, { onDelete: 'restrict' }),
    /** Copied from the booking so the overlap test needs no join. */
    windowStart: timestamptz('window_start').notNull(),
    windowEnd: timestamptz('window_end').notNull(),
    assignedAt: createdAt(),
    /** null when the system assigned (payment, hold). */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.officerId] }),
    // Capacity reads each candidate's latest assignment (ADR 205), and an officer's assignments
    // are found by this index too. Indexes by officer and window start or end went (ADR 369): no
    // query used them once overlaps moved to the range index, and every hold paid for them.
    index('booking_assignments_officer_assigned_idx').on(t.officerId, t.assignedAt),
    // Reports (issue 30) read every officer's services that start in a range of days.
    index('booking_assignments_window_start_idx').on(t.windowStart),
    // Capacity finds the holds and assignments that overlap a window by range overlap (ADR 215);
    // a window is never empty, so the overlap is exactly start < other end and end > other start.
    index('booking_assignments_window_range_idx').using('gist', sql`tstzrange(${t.windowStart}, ${t.windowEnd})`),
    check('booking_assignments_window_check', sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

/** Where the officer meets the traveller, per airport, terminal and service type; admins edit it. */
export const meetingPoints = pgTable(
  'meeting_points',
  {
    airportIata: char('airport_iata', { length: 3 }).notNull(),
    terminal: text('terminal').notNull(),
    serviceType: serviceType('service_type').notNull(),
    description: text('description').notNull(),
    /** The place in a few words for texts ("at the aircraft door"; issue 36 item 6); null: the service type's default. */
    shortLabel: text('short_label'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.airportIata, t.terminal, t.serviceType] }),
    foreignKey({ columns: [t.airportIata, t.terminal], foreignColumns: [terminals.airportIata, terminals.name] })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/** Every staff action: who, when, what, on which record (issue 15 §7 Audit). */
export const staffAuditEvents = pgTable(
  'staff_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    /** e.g. assignment.assigned, assignment.reassigned, shift.created, account.deactivated */
    action: text('action').notNull(),
    /** booking | officer | shift | account | meeting_point */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Set when the action concerns a booking, so an admin can read it per booking. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_events_booking_idx').on(t.bookingId, t.createdAt),
    index('staff_audit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A booking refused with 409 FULLY_BOOKED: demand turned away (issue 30, work report). Written
 * after the refusing transaction rolls back; no traveller is named, only what was asked for.
 */
export const capacityRefusals = pgTable(
  'capacity_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refusedAt: createdAt(),
    serviceType: serviceType('service_type').notNull(),
    /** LOS terminal (contracts TERMINALS). */
    terminal: text('terminal').notNull(),
    /** The meeting time asked for: the report counts refusals by its Lagos day. */
    meetingTime: timestamptz('meeting_time').notNull(),
    passengerCount: integer('passenger_count').notNull(),
    officersNeeded: integer('officers_needed').notNull(),
  },
  (t) => [index('capacity_refusals_meeting_time_idx').on(t.meetingTime)],
);
