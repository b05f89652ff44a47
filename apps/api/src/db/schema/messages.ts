/**
 * E-mail (issue 16): the outbox of every message the product sends, password-reset tokens,
 * notification preferences, and the mail caught by the embedded SMTP catcher (test mode).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * One row per message and channel. `dedupeKey` (kind + booking, or kind + token for password
 * resets, then the channel when it is not e-mail) makes a second enqueue of the same message a
 * no-op. Status: queued -> sending -> sent, back to queued after a failed attempt, `failed` after the last one, `dropped` when the state it was
 * about no longer holds (a reminder for a cancelled booking, reminders switched off).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** email | sms | whatsapp | push (MessageChannel); one row per channel of a message. */
    channel: text('channel').notNull().default('email'),
    dedupeKey: text('dedupe_key').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Who receives it: `account` (the user above) or `lead_passenger` (the booking's lead
     * passenger, at the phone or e-mail the booker gave; issue 36 item 1).
     */
    audience: text('audience', { enum: ['account', 'lead_passenger'] })
      .notNull()
      .default('account'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Extra facts a template needs (e.g. the sealed reset token, removed once sent). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Not before this time (reminders). */
    sendAfter: timestamptz('send_after').notNull().defaultNow(),
    /** When an attempt claimed the row; a claim older than the job expiry may be taken over. */
    claimedAt: timestamptz('claimed_at'),
    providerMessageId: text('provider_message_id'),
    /** The provider's last delivery status of a text (Twilio: queued, sent, delivered, undelivered, failed). */
    deliveryStatus: text('delivery_status'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_key').on(t.dedupeKey),
    index('outbox_messages_booking_idx').on(t.bookingId),
    index('outbox_messages_user_idx').on(t.userId, t.createdAt),
    index('outbox_messages_provider_id_idx').on(t.providerMessageId),
  ],
);

/** Single-use password-reset tokens; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_user_idx').on(t.userId)],
);

/**
 * Notification preferences; a user without a row gets the defaults (reminders on). `channels`
 * holds the choices per kind and channel (issue 28 §3) as `{ "<kind>:<channel>": boolean }`; a
 * pair not in it takes its default (features/messages/preferences.ts).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderEmails: boolean('reminder_emails').notNull().default(true),
  channels: jsonb('channels').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * The number an account verified with a code by SMS (issue 28 §3). The account's phone is
 * verified while it equals `phone`: changing the phone un-verifies it without a second write.
 */
export const verifiedPhones = pgTable('verified_phones', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164. */
  phone: text('phone').notNull(),
  verifiedAt: timestamptz('verified_at').notNull(),
});

/** One-time codes sent to verify a phone; only the code's SHA-256 is kept (issue 28 §3). */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164: the number the code went to. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Wrong codes entered; the code is spent at PHONE_CODE_MAX_TRIES. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_verification_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Numbers that replied STOP (issue 28 §3): no text goes to them until they reply START. */
export const textOptOuts = pgTable('text_opt_outs', {
  /** E.164. */
  phone: text('phone').primaryKey(),
  optedOutAt: timestamptz('opted_out_at').notNull(),
});

/** An attachment of a caught message, kept whole so test mode can offer it for download. */
export interface CaughtAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** base64 */
  content: string;
}

/** Mail caught by the embedded SMTP catcher (no SMTP_URL); read at /sandbox/mail in test mode. */
export const sandboxMail = pgTable(
  'sandbox_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased recipient addresses. */
    to: text('to').array().notNull().default(sql`'{}'::text[]`),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** One copy per Message-ID, as a mailbox provider keeps it (issue 29 §2). */
    messageId: text('message_id'),
    attachments: jsonb('attachments').$type<CaughtAttachment[]>().notNull().default([]),
    receivedAt: createdAt(),
  },
  (t) => [
    index('sandbox_mail_received_idx').on(t.receivedAt),
    uniqueIndex('sandbox_mail_message_id_key').on(t.messageId),
  ],
);
