/**
 * The booking's history (`booking_events`), written here and nowhere else (issue 38 item 1): one
 * row per change, with its kind (contracts BOOKING_CHANGE_KINDS), the old and the new value as
 * text, who made it and why. Other features record a change through this module (bookings'
 * index.ts) inside the transaction of the change itself, so a change that rolls back leaves no
 * history.
 */
import type { BookingChangeKind, Role } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { bookingEvents } from '../../db/schema/index';
import type { EventActor } from '../../lib/domain-events';

/**
 * Who made a change: a user with their role, or the system (webhooks, jobs, the flight poller).
 * The role is the one the server resolved for the request, never one the client sent.
 */
export type Actor = { userId: string; role: Role } | { userId: null; role: 'system' } | PartnerActor;
export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system' };

/**
 * An organisation's API key acting for it (issue 40 item 1; ADR 365). `userId` is the key's maker,
 * the booker of record that rows needing an account name; the history names the key instead
 * (actor role `partner`, `actor_api_key_id`), never that person.
 */
export interface PartnerActor {
  userId: string;
  role: 'partner';
  apiKeyId: string;
}

/** One change of a booking. `to` null is written as `none` (an officer released, nobody in place). */
export interface BookingHistoryEntry {
  bookingId: string;
  kind: BookingChangeKind;
  from: string | null;
  to: string | null;
  /** Who made it; the role as the server resolved it (operations' and live's actors included). */
  actor: EventActor & { apiKeyId?: string };
  reason?: string | null;
  /** When it happened; the database's clock when absent. An officer's offline tap keeps its own time. */
  at?: Date;
}

/** Writes one history row in the caller's transaction. */
export async function recordBookingChange(tx: Executor, change: BookingHistoryEntry): Promise<void> {
  await tx.insert(bookingEvents).values({
    bookingId: change.bookingId,
    field: change.kind,
    fromValue: change.from,
    toValue: change.to ?? 'none',
    // A key's change names the key, not the person who made the key (issue 40 item 1).
    actorUserId: change.actor.apiKeyId ? null : change.actor.userId,
    actorRole: change.actor.role,
    actorApiKeyId: change.actor.apiKeyId ?? null,
    reason: change.reason ?? null,
    ...(change.at ? { createdAt: change.at } : {}),
  });
}
