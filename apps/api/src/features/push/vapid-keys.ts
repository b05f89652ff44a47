/**
 * The VAPID key pair push messages are signed with (RFC 8292; issue 28 §4, ADR 285): the
 * configured one, or the product's own, made once with web-push's `generateVAPIDKeys()` and kept
 * in the database so that every process signs with the same key and subscriptions made against
 * it keep working after a restart. Never kept only in memory.
 */
import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import type { Executor } from '../../db/client';
import { pushVapidKeys } from '../../db/schema/index';

/**
 * @param configured VAPID_* settings, or null for the product's own pair.
 * @param publicUrl PUBLIC_URL: the subject of the product's own pair is its https origin, else a
 *   mailto: at its host (RFC 8292 §2.1 asks for a contact; push services refuse other schemes).
 */
export async function vapidKeys(db: Executor, configured: VapidKeys | null, publicUrl: string): Promise<VapidKeys> {
  if (configured) return configured;
  let row = await storedKeys(db);
  if (!row) {
    // Two processes may get here at once: one insert wins, both read the winner.
    await db
      .insert(pushVapidKeys)
      .values({ id: 1, ...webpush.generateVAPIDKeys() })
      .onConflictDoNothing({ target: pushVapidKeys.id });
    row = await storedKeys(db);
  }
  if (!row) throw new Error('VAPID keys could not be stored');
  const url = new URL(publicUrl);
  const subject = url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`;
  return { ...row, subject };
}

async function storedKeys(db: Executor) {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys);
  return row;
}
