/** SQL of the push feature: the devices that allowed notifications (push_subscriptions). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a subscription, or takes over the one with this endpoint: the same device subscribing
 * again (new keys) or under another account (it now belongs to `userId`).
 */
export async function upsertSubscription(
  tx: Executor,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        createdAt: sql`now()`,
        lastUsedAt: null,
      },
    });
}

/** Deletes `userId`'s subscription with this endpoint. @returns false when the caller has none such. */
export async function deleteOwnSubscription(tx: Executor, userId: string, endpoint: string): Promise<boolean> {
  const rows = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Every device of `userId`, oldest first. */
export function subscriptionsOf(tx: Executor, userId: string): Promise<StoredSubscription[]> {
  return tx
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/** Forgets a subscription the push service said is gone (404/410). */
export async function removeSubscription(tx: Executor, id: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markUsed(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(pushSubscriptions).set({ lastUsedAt: at }).where(eq(pushSubscriptions.id, id));
}

/**
 * The push feature's part of account deletion (issue 19, "Data rights: erasure"): deletes every
 * device of `userId`, so no push reaches the person's devices any more (issue 28 §4).
 */
export async function deleteSubscriptionsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
