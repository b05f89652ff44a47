/**
 * Web Push (issue 28 §4): the devices that allowed notifications, and the VAPID key pair the
 * product made for itself when none is configured (ADR 285).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * One row per browser push subscription (W3C Push API `PushSubscription`). The endpoint is the
 * push service's URL for one device and browser profile, so it is unique: a device that
 * subscribes again under another account moves to that account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and auth secret, base64url (RFC 8291 §3). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short label of the browser that subscribed (from its User-Agent), for the person's own list. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The product's own VAPID key pair when VAPID_* are not set: one row (id 1), made once by
 * whichever process needs it first (insert-on-conflict-do-nothing, then read), shared by all.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
