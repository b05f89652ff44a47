/**
 * An endpoint's delivery log and its two buttons (issue 40 item 4): the deliveries newest first,
 * a page at a time, each with its attempts (status code, latency); "Send test event"; "Resend",
 * which sends the same body under the same `webhook-id`, so a receiver that has it drops it.
 */
import { PartnerMessages, type WebhookDelivery } from '@fasttrack/contracts';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { decodeCursor, encodeCursor } from '../../lib/page-cursor';
import { requeueDelivery } from './deliveries';
import { findDelivery, listDeliveries } from './deliveries-log.repository';
import { type Acting, type EndpointDeps, requireEndpoint, sendTestEvent } from './endpoints.service';

/** Deliveries on one page of the log unless the caller asks for fewer or more (at most 100). */
export const DELIVERY_PAGE_SIZE = 20;

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
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  await requireEndpoint(deps.db, { organisationId: acting.organisationId, endpointId });
  const limit = page.limit ?? DELIVERY_PAGE_SIZE;
  // One row more than the page tells whether another page follows, without a count.
  const rows = await listDeliveries(deps.db, { endpointId, after, limit: limit + 1 });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: new Date(last.createdAt), id: last.id }) : null,
  };
}

async function readDelivery(deps: EndpointDeps, key: { endpointId: string; deliveryId: string }) {
  const delivery = isUuid(key.deliveryId) ? await findDelivery(deps.db, key) : null;
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
    const delivery = isUuid(key.deliveryId) ? await findDelivery(tx, key) : null;
    if (!delivery) throw AppError.notFound('Delivery not found');
    await requeueDelivery(tx, deps.jobs, { deliveryId: key.deliveryId, now });
  });
  return readDelivery(deps, key);
}
