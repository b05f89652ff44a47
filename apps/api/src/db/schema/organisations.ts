/**
 * Travel agencies and company travel desks (issue 39 item 1): the organisation, who belongs to it
 * and in which role, the invitations sent to join it, and the passengers it books for. Written
 * only by features/organisations.
 */
import { ORGANISATION_KINDS, ORGANISATION_ROLES, ORGANISATION_STATUSES, PAYMENT_TERMS } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * One business customer. `status` moves applied -> approved <-> suspended (an admin). Payment
 * terms are the admin's: `card` (as a traveller pays) or `invoice` (confirmed on account within
 * `credit_limit_ngn_kobo`, billed monthly, due `payment_days` after the invoice).
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ORGANISATION_KINDS }).notNull(),
    legalName: text('legal_name').notNull(),
    /** Nigerian tax identification number as the applicant typed it (digits and a hyphen). */
    tin: text('tin').notNull(),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    billingEmail: text('billing_email').notNull(),
    billingAddress: text('billing_address').notNull(),
    status: text('status', { enum: ORGANISATION_STATUSES }).notNull().default('applied'),
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('card'),
    /** Naira kobo; the unpaid total on account plus a new booking must stay within it. */
    creditLimitNgnKobo: bigint('credit_limit_ngn_kobo', { mode: 'number' }).notNull().default(0),
    /** Days from the invoice to its due date (issue 39 item 3: default 30). */
    paymentDays: integer('payment_days').notNull().default(30),
    /** Agencies' commission on completed services, in basis points of the service amount (item 4). */
    commissionBps: integer('commission_bps').notNull().default(0),
    requiresCostCentre: boolean('requires_cost_centre').notNull().default(false),
    requiresPoReference: boolean('requires_po_reference').notNull().default(false),
    appliedByUserId: uuid('applied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamptz('approved_at'),
    suspendedAt: timestamptz('suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organisations_status_idx').on(t.status, t.createdAt),
    check('organisations_credit_limit_check', sql`${t.creditLimitNgnKobo} >= 0`),
    check('organisations_payment_days_check', sql`${t.paymentDays} between 1 and 120`),
    check('organisations_commission_check', sql`${t.commissionBps} between 0 and 5000`),
  ],
);

/** A person's role in an organisation. A person has one account and may belong to several. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_members_user_idx').on(t.userId)],
);

/**
 * An invitation to join with a role, sent by e-mail as a signed link that works for 7 days
 * (`expires_at`). Accepted once, by a signed-in person whose e-mail it names.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('organisation_invitations_org_idx').on(t.organisationId, t.createdAt)],
);

/**
 * The organisation's passenger list (issue 39 item 2): members and guests an arranger books for.
 * `user_id` is set when the passenger is a member with an account. Names as on the passport.
 */
export const organisationPassengers = pgTable(
  'organisation_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** Lower-cased; null when the arranger has none. */
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organisation_passengers_org_name_idx').on(t.organisationId, t.fullName),
    // One entry per person and organisation: an import that names someone again updates them.
    uniqueIndex('organisation_passengers_org_phone_name_key').on(t.organisationId, t.phone, t.fullName),
  ],
);
