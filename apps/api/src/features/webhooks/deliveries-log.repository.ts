/**
 * Reads an endpoint's delivery log (issue 40 item 4: "a delivery log per endpoint (attempts,
 * status code, latency)"): its deliveries newest first, a page at a time after a (created_at, id)
 * cursor, each with its attempts newest first. Read only: deliveries.ts writes these tables.
 */
import type { WebhookDelivery } from '@fasttrack/contracts';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema/index';

/** The last row of the previous page. */
export interface DeliveryCursor {
  createdAt: Date;
  id: string;
}

type DeliveryRow = Pick<
  typeof webhookDeliveries.$inferSelect,
  'id' | 'messageId' | 'eventType' | 'status' | 'createdAt' | 'nextAttemptAt'
>;

const columns = {
  id: webhookDeliveries.id,
  messageId: webhookDeliveries.messageId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  createdAt: webhookDeliveries.createdAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};

/**
 * created_at to the millisecond, as the cursor carries it (a JavaScript Date): ordered and
 * compared on this, a row in the same millisecond as the cursor's is neither skipped nor repeated.
 */
const createdMs = sql<Date>`date_trunc('milliseconds', ${webhookDeliveries.createdAt})`;

/** The deliveries' attempts, newest first, as the log shows them. */
async function withAttempts(tx: Executor, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await tx
    .select()
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(webhookDeliveryAttempts.attemptedAt), desc(webhookDeliveryAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    // A finished delivery has nothing left to try, whatever the column still holds.
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    attempts: attempts
      .filter((a) => a.deliveryId === row.id)
      .map((a) => ({
        attemptedAt: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        latencyMs: a.latencyMs,
        error: a.error,
      })),
  }));
}

/**
 * One page of the endpoint's deliveries, newest first: at most `page.limit` rows strictly after
 * `page.after` in (created_at, id) descending. The caller has checked the endpoint is the
 * organisation's.
 */
export async function listDeliveries(
  tx: Executor,
  page: { endpointId: string; after: DeliveryCursor | null; limit: number },
): Promise<WebhookDelivery[]> {
  const { endpointId, after, limit } = page;
  const at = after ? sql`${after.createdAt.toISOString()}::timestamptz` : null;
  const afterCursor =
    after && at
      ? or(sql`${createdMs} < ${at}`, and(sql`${createdMs} = ${at}`, lt(webhookDeliveries.id, after.id)))
      : undefined;
  const rows = await tx
    .select(columns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), afterCursor))
    .orderBy(desc(createdMs), desc(webhookDeliveries.id))
    .limit(limit);
  return withAttempts(tx, rows);
}

/** One delivery of the endpoint with its attempts, or null when the endpoint has none with this id. */
export async function findDelivery(
  tx: Executor,
  key: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery | null> {
  const rows = await tx
    .select(columns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, key.endpointId), eq(webhookDeliveries.id, key.deliveryId)));
  const [delivery] = await withAttempts(tx, rows);
  return delivery ?? null;
}
