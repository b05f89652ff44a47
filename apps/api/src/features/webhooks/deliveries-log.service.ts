/**
 * An endpoint's delivery log and its two buttons (issue 40 item 4): the deliveries newest first,
 * a page at a time, each with its attempts (status code, latency); "Send test event"; "Resend",
 * which sends the same body under the same `webhook-id`, so a receiver that has it drops it.
 */
import { PartnerMessages, type WebhookDelivery } from '@fasttrack/contracts';
import { AppError } from '../../lib/errors';
import { requeueDelivery } from './deliveries';
import { type DeliveryCursor, findDelivery, listDeliveries } from './deliveries-log.repository';
import { type Acting, type EndpointDeps, requireEndpoint, sendTestEvent } from './endpoints.service';

/** Deliveries on one page of the log unless the caller asks for fewer or more (at most 100). */
export const DELIVERY_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page cursor: the last row's (created_at, id), base64url, so a page starts strictly after it. */
export const encodeDeliveryCursor = (row: { createdAt: string; id: string }) =>
  Buffer.from(JSON.stringify([row.createdAt, row.id])).toString('base64url');

/** @throws AppError 400 VALIDATION_FAILED (`details.cursor`) for a cursor this API did not make. */
export function decodeDeliveryCursor(cursor: string): DeliveryCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const createdAt = new Date(String(at));
    if (typeof id === 'string' && UUID.test(id) && !Number.isNaN(createdAt.getTime())) return { createdAt, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw AppError.badRequest('Invalid cursor', { cursor: 'Use the nextCursor of the previous page' });
}

/**
 * One page of the endpoint's log and the cursor of the next (null on the last page).
 * @throws AppError 404 unknown endpoint; 400 for a cursor we did not make.
 */
export async function deliveryLog(
  deps: EndpointDeps,
  acting: Acting,
  page: { endpointId: string; cursor?: string; limit?: number },
): Promise<{ items: WebhookDelivery[]; nextCursor: string | null }> {
  const { endpointId } = page;
  const after = page.cursor ? decodeDeliveryCursor(page.cursor) : null;
  await requireEndpoint(deps.db, { organisationId: acting.organisationId, endpointId });
  const limit = page.limit ?? DELIVERY_PAGE_SIZE;
  // One row more than the page tells whether another page follows, without a count.
  const rows = await listDeliveries(deps.db, { endpointId, after, limit: limit + 1 });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeDeliveryCursor(last) : null };
}

async function readDelivery(deps: EndpointDeps, key: { endpointId: string; deliveryId: string }) {
  const delivery = UUID.test(key.deliveryId) ? await findDelivery(deps.db, key) : null;
  if (!delivery) throw AppError.notFound('Delivery not found');
  return delivery;
}

/** "Send test event". @throws AppError 404 unknown endpoint; 409 disabled endpoint. */
export async function testDelivery(deps: EndpointDeps, acting: Acting, endpointId: string): Promise<WebhookDelivery> {
  const deliveryId = await sendTestEvent(deps, acting, endpointId);
  return readDelivery(deps, { endpointId, deliveryId });
}

/**
 * "Resend": the delivery goes again now, as it was first sent (same body and `webhook-id`),
 * whether it succeeded, failed or is waiting for a retry.
 * @throws AppError 404 unknown endpoint or delivery; 409 disabled endpoint.
 */
export async function resendDelivery(
  deps: EndpointDeps,
  acting: Acting,
  key: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, { organisationId: acting.organisationId, endpointId: key.endpointId });
    if (endpoint.status !== 'enabled') throw AppError.conflict(PartnerMessages.endpointDisabled);
    const delivery = UUID.test(key.deliveryId) ? await findDelivery(tx, key) : null;
    if (!delivery) throw AppError.notFound('Delivery not found');
    await requeueDelivery(tx, deps.jobs, { deliveryId: key.deliveryId, now });
  });
  return readDelivery(deps, key);
}
