/** Accounts and sessions (issue: accounts). */
import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { userRole } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As entered, trimmed. Uniqueness ignores case (see index). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** When and where the marketing choice was last made (issue 19, NDPA 2023): e.g. `registration`, `profile`. */
    marketingConsentAt: timestamptz('marketing_consent_at'),
    marketingConsentSource: text('marketing_consent_source'),
    /** Set when the traveller deleted the account: personal data erased, e-mail freed (issue 19). */
    deletedAt: timestamptz('deleted_at'),
    role: userRole('role').notNull().default('customer'),
    /** Set when an admin deactivates a staff account; its sessions end at the same time. */
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * Opaque refresh tokens, stored only as SHA-256 hashes. A family is one sign-in; every
 * refresh rotates within the family and inherits its absolute expiry (RFC 9700 §4.14.2).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    /** Why the session ended (SESSION_END_REASONS): the signed-out client is told (issue 26 §6). */
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters for rate limits when no REDIS_URL is set (shared by all processes).
 * rate-limiter-flexible's RateLimiterDrizzle reads and writes it through the property names
 * `key`, `points` and `expire`; the column names predate that library.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('hits').notNull().default(0),
  expire: timestamptz('window_ends_at').notNull(),
});

/** Binary column read as a Buffer on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Profile pictures, kept in the database so every API process can serve them. */
export const profileImages = pgTable('profile_images', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Sign-in identities at an OAuth/OpenID provider (issue 19 §11): `subject` is the provider's
 * stable user id (`sub` for OpenID Connect). One account may link several providers.
 */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `google` | `facebook` */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_identities_provider_subject_key').on(t.provider, t.subject),
    index('oauth_identities_user_idx').on(t.userId),
  ],
);
