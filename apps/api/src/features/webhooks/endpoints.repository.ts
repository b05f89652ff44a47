/**
 * SQL of an organisation's webhook endpoints (issue 40 item 4): every read and write names the
 * organisation in its `WHERE`, so another organisation's endpoint is the same as an unknown one.
 * Repository functions take the pool or the caller's transaction.
 */
import type { WebhookEventType } from '@fasttrack/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/index';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Which organisation's endpoint: every lookup is scoped by both. */
export interface EndpointKey {
  organisationId: string;
  endpointId: string;
}

const scoped = (key: EndpointKey) =>
  and(eq(webhookEndpoints.organisationId, key.organisationId), eq(webhookEndpoints.id, key.endpointId));

/** The organisation's endpoints, oldest first (the order they were added in). */
export function listEndpointRows(tx: Executor, organisationId: string): Promise<EndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** How many endpoints the organisation holds (against WEBHOOK_ENDPOINTS_MAX). */
export async function countEndpoints(tx: Executor, organisationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId));
  return Number(row?.n ?? 0);
}

/** The endpoint, or null when the organisation has none with this id. */
export async function findEndpointRow(tx: Executor, key: EndpointKey, opts: { lock?: boolean } = {}) {
  const query = tx.select().from(webhookEndpoints).where(scoped(key));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface NewEndpoint {
  organisationId: string;
  url: string;
  description: string | null;
  eventTypes: WebhookEventType[];
  secret: string;
  createdByUserId: string | null;
  createdByApiKeyId: string | null;
}

export async function insertEndpoint(tx: Executor, row: NewEndpoint): Promise<EndpointRow> {
  const [inserted] = await tx.insert(webhookEndpoints).values(row).returning();
  if (!inserted) throw new Error('webhook endpoint insert returned nothing');
  return inserted;
}

/** What an update may change: the fields PATCH takes, the status with its reason, a rotated secret. */
export type EndpointChange = Partial<
  Pick<
    EndpointRow,
    | 'url'
    | 'description'
    | 'eventTypes'
    | 'status'
    | 'disabledReason'
    | 'disabledAt'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretExpiresAt'
  >
>;

/** @returns the endpoint as changed, or null when the organisation has none with this id. */
export async function updateEndpoint(tx: Executor, key: EndpointKey, change: EndpointChange) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...change, updatedAt: sql`now()` })
    .where(scoped(key))
    .returning();
  return row ?? null;
}

/** Deletes the endpoint (its deliveries and attempts go with it, by cascade). @returns false when unknown. */
export async function deleteEndpoint(tx: Executor, key: EndpointKey): Promise<boolean> {
  const rows = await tx.delete(webhookEndpoints).where(scoped(key)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}
